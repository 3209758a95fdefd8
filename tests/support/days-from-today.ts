import { brusselsDay } from '@/lib/i18n/dates';

/** The Brussels calendar day `days` from today, YYYY-MM-DD, as a date field takes it. */
export function inDays(days: number): string {
  const date = new Date(`${brusselsDay(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
