import { findAccountByEmail, type Account, type AccountKind } from '@/lib/auth/account';
import { clearFailures, failureKey, lockedMinutes, recordFailure } from '@/lib/auth/lockout';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';
import { derivedKey } from '@/lib/security/derived-key';

export type SignedInAccount = Account & { email: string; name: string; locale: string; sessionVersion: number };

export type SignInResult =
  | { ok: true; account: SignedInAccount }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; minutes: number };

// Verifying against a throwaway hash when the e-mail is unknown makes both failures take the
// same time, so response timing does not tell which addresses have an account. Made on the first
// sign-in of the process, whatever its e-mail, so that one too costs the same either way.
let decoyHash: Promise<string> | undefined;

/**
 * Checks the credentials of an owner or a member of staff from `address` (the rate-limit key of
 * lib/security/client-address.ts) and keeps the failure count of that e-mail from that address,
 * which drives its growing delay (lib/auth/lockout.ts). An unknown e-mail and a disabled account
 * fail like a wrong password, counted and locked alike, after the same work — one password check
 * whatever the answer, a locked one included: neither the answer nor its timing tells that an
 * account exists.
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
  const key = failureKey(derivedKey('sign-in-failure'), kind, email, address);
  decoyHash ??= hashPassword('decoy password');
  const [locked, matches] = await Promise.all([
    lockedMinutes(db, key, now),
    verifyPassword(row?.passwordHash ?? (await decoyHash), password),
  ]);
  if (locked > 0) return { ok: false, reason: 'locked', minutes: locked };

  if (!row || !matches || row.disabledAt) {
    const minutes = await recordFailure(db, key, row && { kind, id: row.id }, now);
    return minutes > 0 ? { ok: false, reason: 'locked', minutes } : { ok: false, reason: 'invalid' };
  }
  await clearFailures(db, key);
  const { email: storedEmail, name, locale, sessionVersion } = row;
  return { ok: true, account: { kind, id: row.id, email: storedEmail, name, locale, sessionVersion } };
}
