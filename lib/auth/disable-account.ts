import type { Account } from '@/lib/auth/account';
import { spendOpenTokens } from '@/lib/auth/reset-token';
import type { Db } from '@/lib/prisma-client';

/**
 * The writes that disable an owner's or a member of staff's account, for the caller's transaction
 * (a batch, or an interactive transaction's client): its sessions end at their next request (the
 * version is raised, lib/auth/options.ts) and its open password links are spent, so an invitation
 * mailed before sets no password, neither now nor once the account is enabled again (then a new
 * invitation is needed).
 */
export function disableAccount(
  db: Pick<Db, 'owner' | 'staff' | 'passwordResetToken'>,
  account: Account,
  now = new Date(),
) {
  const where = { id: account.id };
  const data = { disabledAt: now, sessionVersion: { increment: 1 } };
  const select = { id: true } as const;
  return [
    account.kind === 'owner' ? db.owner.update({ where, data, select }) : db.staff.update({ where, data, select }),
    spendOpenTokens(db, account, now),
  ] as const;
}
