import { findAccountByEmail, type Account, type AccountKind } from '@/lib/auth/account';
import { clearFailures, lockedMinutes, recordFailure } from '@/lib/auth/lockout';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';

export type SignedInAccount = Account & { email: string; name: string; locale: string; sessionVersion: number };

export type SignInResult =
  | { ok: true; account: SignedInAccount }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; minutes: number };

// Verifying against a throwaway hash when the e-mail is unknown makes both failures take the
// same time, so response timing does not tell which addresses have an account.
let decoyHash: Promise<string> | undefined;

/**
 * Checks the credentials of an owner or a member of staff from `address` (the rate-limit key of
 * lib/security/client-address.ts) and keeps that address's failure count, which drives its
 * growing delay on this account. A disabled account fails like a wrong password, after the same
 * work: the answer does not tell that the account exists.
 */
export async function authenticate(
  db: Db,
  kind: AccountKind,
  email: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignInResult> {
  const row = await findAccountByEmail(db, kind, email);
  if (!row) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(await decoyHash, password);
    return { ok: false, reason: 'invalid' };
  }
  const account: Account = { kind, id: row.id };
  const locked = await lockedMinutes(db, account, address, now);
  if (locked > 0) return { ok: false, reason: 'locked', minutes: locked };

  if (!(await verifyPassword(row.passwordHash, password))) {
    const minutes = await recordFailure(db, account, address, now);
    return minutes > 0 ? { ok: false, reason: 'locked', minutes } : { ok: false, reason: 'invalid' };
  }
  if (row.disabledAt) return { ok: false, reason: 'invalid' };
  await clearFailures(db, account, address);
  const { email: storedEmail, name, locale, sessionVersion } = row;
  return { ok: true, account: { ...account, email: storedEmail, name, locale, sessionVersion } };
}
