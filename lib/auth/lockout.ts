// Growing delay after failed sign-ins (issue 6): the first few mistakes cost nothing, then each
// further failure doubles the wait, capped so an owner is never locked out for long.
export const FREE_ATTEMPTS = 5;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;

/** Seconds an account stays locked after its `failures`-th consecutive failure. */
export function lockoutSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_ATTEMPTS));
}

/** Whole minutes left before `lockedUntil`, at least 1 while locked; 0 when not locked. */
export function minutesLeft(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}
