import { BY_EMAILED_LINK, auditEntry } from '@/lib/staff/audit';
import { accountOfRow } from '@/lib/auth/account';
import { hashToken, resetPassword, type ResetResult } from '@/lib/auth/reset-token';
import type { Db } from '@/lib/prisma-client';

/**
 * resetPassword (lib/auth/reset-token.ts) with its audit entry: a password set through a mailed
 * link, a reminder's or an invitation's, of an owner ("owner.password") or a member of staff
 * ("staff.password"), named by account id only. A refused link writes nothing.
 */
export async function resetPasswordAudited(db: Db, token: string, password: string): Promise<ResetResult> {
  // Read before the reset spends the link; a link's account never changes.
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { ownerId: true, staffId: true },
  });
  const result = await resetPassword(db, token, password);
  const account = row && accountOfRow(row);
  // Right after the password, not in its transaction, which lib/auth owns; an entry that fails
  // to be written fails the request, so a reset never goes unlogged silently.
  if (result.ok && account) {
    await auditEntry(db, BY_EMAILED_LINK, `${account.kind}.password`, `${account.kind}:${account.id}`);
  }
  return result;
}
