import { createHash } from 'node:crypto';
import { accountColumn, type Account } from '@/lib/auth/account';
import type { Db } from '@/lib/prisma-client';

// Growing delay after failed sign-ins, per account and address: the first few mistakes cost
// nothing, then each further failure doubles the wait, capped so nobody waits long. Keyed on the
// address as well as the account, an attacker slows down only their own attempts; the owner
// signing in from elsewhere never waits (lib/auth/options.ts also limits failures per address).
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

/** The table keeps no address in clear: only a hash of the account and the address. */
function failureKey(account: Account, address: string): string {
  return createHash('sha256').update(`${account.kind}:${account.id}\n${address}`).digest('base64url');
}

function lockedUntil(failures: number, lastFailureAt: Date): Date | null {
  const seconds = lockoutSeconds(failures);
  return seconds > 0 ? new Date(lastFailureAt.getTime() + seconds * 1000) : null;
}

/** Minutes the account stays locked for this address; 0 when it may try. */
export async function lockedMinutes(db: Db, account: Account, address: string, now: Date): Promise<number> {
  const row = await db.signInFailure.findUnique({ where: { key: failureKey(account, address) } });
  return row ? minutesLeft(lockedUntil(row.failures, row.lastFailureAt), now) : 0;
}

/**
 * Counts one failure in a single statement (INSERT … ON CONFLICT DO UPDATE SET failures =
 * failures + 1), so simultaneous failures are all counted; returns the minutes now locked.
 */
export async function recordFailure(db: Db, account: Account, address: string, now: Date): Promise<number> {
  const key = failureKey(account, address);
  const row = await db.signInFailure.upsert({
    where: { key },
    create: { key, ...accountColumn(account), failures: 1, lastFailureAt: now },
    update: { failures: { increment: 1 }, lastFailureAt: now },
  });
  return minutesLeft(lockedUntil(row.failures, now), now);
}

/** Forgets this address's failures on the account, after it signed in. */
export async function clearFailures(db: Db, account: Account, address: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { key: failureKey(account, address) } });
}

/** Forgets every address's failures on the account, once its password was set anew. */
export function clearAllFailures(db: Db, account: Account) {
  return db.signInFailure.deleteMany({ where: accountColumn(account) });
}
