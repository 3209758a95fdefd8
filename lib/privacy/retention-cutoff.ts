import type { RetentionUnit } from '@/lib/privacy/retention-periods';

const DAY_MS = 24 * 3600_000;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `date` moved back `months` calendar months, at the same time of day; a day the target month
 * lacks becomes its last (31 March less one month is 28 or 29 February, never 3 March).
 */
export function monthsBefore(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, monthIndex));
  const moved = new Date(date);
  moved.setUTCFullYear(year, monthIndex, day);
  return moved;
}

/**
 * The moment before which (inclusive) a record kept `amount` units has had its time at `now`: a
 * lead of exactly 24 months is due, one a millisecond younger is not.
 */
export function retentionCutoff(now: Date, amount: number, unit: RetentionUnit): Date {
  return unit === 'months' ? monthsBefore(now, amount) : new Date(now.getTime() - amount * DAY_MS);
}
