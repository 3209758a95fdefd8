import 'server-only';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { disableAccount } from '@/lib/auth/disable-account';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

// Its schema is the one a staff account's page shares (INVITED_ACCOUNT_WRITES, lib/admin/invitation.ts).

/**
 * Disables an owner account. Disabling ends every session of the owner at its next request and
 * spends their open links (lib/auth/disable-account.ts); signing in fails until enabled
 * (lib/admin/enable-owner.ts).
 */
export async function disableOwner({ id }: { id: number }, staff: StaffMember): Promise<WriteOutcome> {
  const owner = await db.owner.findUnique({ where: { id }, select: { id: true } });
  if (!owner) return { error: 'gone' };
  const audit = auditEntry(db, staff, 'owner.disable', `owner:${owner.id}`);
  await db.$transaction([...disableAccount(db, { kind: 'owner', id: owner.id }), audit]);
  return { notice: 'ownerDisabled' };
}
