import { createHmac } from 'node:crypto';
import { accountColumn, normalizeEmail, type Account, type AccountKind } from '@/lib/auth/account';
import type { Db } from '@/lib/prisma-client';

// Growing delay after failed sign-ins, per e-mail and address: the first few mistakes cost
// nothing, then each further failure doubles the wait, capped so nobody waits long. Keyed on the
// address as well as the e-mail, an attacker slows down only their own attempts; the owner
// signing in from elsewhere never waits (lib/auth/options.ts also limits failures per address).
// Keyed on the e-mail tried rather than on an account, an e-mail without an account is counted
// and locked like any other: the answers do not tell which e-mails have one.
export const FREE_ATTEMPTS = 5;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;

/** Seconds the account stays locked for an address after its `failures`-th consecutive failure. */
export function lockoutSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_ATTEMPTS));
}

/** Whole minutes left before `lockedUntil`, at least 1 while locked; 0 when not locked. */
export function minutesLeft(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/**
 * The row of one e-mail tried on one kind of account from one address. The table keeps neither in
 * clear but their HMAC under `secret` (lib/security/derived-key.ts): without the secret, a leaked
 * table cannot be matched against a list of e-mails or addresses.
 */
export function failureKey(secret: string, kind: AccountKind, email: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`${kind}\n${normalizeEmail(email)}\n${address}`)
    .digest('base64url');
}

function lockedUntil(failures: number, lastFailureAt: Date): Date | null {
  const seconds = lockoutSeconds(failures);
  return seconds > 0 ? new Date(lastFailureAt.getTime() + seconds * 1000) : null;
}

/** Minutes the e-mail stays locked for this address (the row of `key`); 0 when it may try. */
export async function lockedMinutes(db: Db, key: string, now: Date): Promise<number> {
  const row = await db.signInFailure.findUnique({ where: { key } });
  return row ? minutesLeft(lockedUntil(row.failures, row.lastFailureAt), now) : 0;
}

/**
 * Counts one failure in a single statement (INSERT … ON CONFLICT DO UPDATE SET failures =
 * failures + 1), so simultaneous failures are all counted; returns the minutes now locked. The
 * row names the `account` when the e-mail has one, so that a new password forgets it.
 */
export async function recordFailure(db: Db, key: string, account: Account | null, now: Date): Promise<number> {
  const owner = account ? accountColumn(account) : {};
  const row = await db.signInFailure.upsert({
    where: { key },
    create: { key, ...owner, failures: 1, lastFailureAt: now },
    update: { ...owner, failures: { increment: 1 }, lastFailureAt: now },
  });
  return minutesLeft(lockedUntil(row.failures, now), now);
}

/** Forgets this row's failures, after its e-mail signed in from its address. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { key } });
}

/** Forgets every address's failures on the account, once its password was set anew. */
export function clearAllFailures(db: Db, account: Account) {
  return db.signInFailure.deleteMany({ where: accountColumn(account) });
}
