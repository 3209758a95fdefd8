import { addDays, slotSpan } from '@/lib/admin/slot-week';
import { firstOverlap } from '@/lib/appointments/slot-rules';
import { brusselsDay } from '@/lib/i18n/dates';

// Repeating visit slots (docs/back-office.md, visit slots): "every Tuesday 17:00–19:00 for six
// weeks, in 30-minute visits" as the slots it makes, in Brussels time like a single slot
// (lib/admin/slot-week.ts). Pure: lib/admin/create-slot-series.ts reads the property's slots and
// writes what this plans, in one transaction.

/** Half a year: a longer diary is the CRM import's to bring, not typed here. */
export const MAX_SERIES_WEEKS = 26;
/** More visits in one go is a slip (five-minute visits all day, every day), not a plan. */
export const MAX_SERIES_SLOTS = 300;

/** ISO weekdays: 1 is Monday, 7 Sunday (a Belgian week starts on Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type SeriesRule = {
  /** The first day the series may use ("2026-12-01"); its weeks count from there. */
  firstDay: string;
  weekdays: readonly Weekday[];
  /** The first visit's start and the time the last one ends by, in Brussels ("17:00", "19:00"). */
  from: string;
  until: string;
  /** Each visit's length, in minutes. */
  minutes: number;
  weeks: number;
};

type Span = { startsAt: Date; endsAt: Date };

/** The ISO weekday of a calendar day ("2026-12-08" → 2, a Tuesday). */
export function weekdayOf(day: string): Weekday {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 is Sunday
  return (weekday === 0 ? 7 : weekday) as Weekday;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start times of one day's visits: back to back from `from`, the last one over by `until`. */
export function visitTimes(from: string, until: string, minutes: number): string[] {
  const times: string[] = [];
  for (let start = minutesOf(from); start + minutes <= minutesOf(until); start += minutes) times.push(clockTime(start));
  return times;
}

/** The series' days: each chosen weekday within the `weeks` weeks that start on `firstDay`. */
export function seriesDays(rule: Pick<SeriesRule, 'firstDay' | 'weekdays' | 'weeks'>): string[] {
  return Array.from({ length: rule.weeks * 7 }, (_, index) => addDays(rule.firstDay, index)).filter((day) =>
    rule.weekdays.includes(weekdayOf(day)),
  );
}

/** The instants the series may use, for reading the slots that hold time in them. */
export function seriesBounds(rule: Pick<SeriesRule, 'firstDay' | 'weeks'>): Span {
  const { startsAt } = slotSpan(rule.firstDay, '00:00', 0);
  return { startsAt, endsAt: slotSpan(addDays(rule.firstDay, rule.weeks * 7), '00:00', 0).startsAt };
}

export type SeriesRefusal = 'slotPast' | 'slotOverlap' | 'slotSeriesEmpty' | 'slotSeriesTooLong';
export type SeriesPlan = { slots: Span[]; skipped: number } | { refused: SeriesRefusal };

/**
 * The slots a rule makes beside the property's slots that hold their time (`taken`, open or
 * booked): its visits in time order, less those begun by `now` and those that would meet a taken
 * slot, which are skipped and counted. Refused: a first day gone by, a range too short for one
 * visit, more than MAX_SERIES_SLOTS visits, and a series that would leave nothing to make.
 */
export function planSeries(rule: SeriesRule, taken: readonly Span[], now: Date): SeriesPlan {
  if (rule.firstDay < brusselsDay(now)) return { refused: 'slotPast' };
  const times = visitTimes(rule.from, rule.until, rule.minutes);
  if (times.length === 0) return { refused: 'slotSeriesEmpty' };
  const visits = seriesDays(rule).flatMap((day) => times.map((time) => slotSpan(day, time, rule.minutes)));
  if (visits.length > MAX_SERIES_SLOTS) return { refused: 'slotSeriesTooLong' };
  const toCome = visits.filter((visit) => visit.startsAt > now);
  const slots = toCome.filter((visit) => !firstOverlap(visit, taken));
  if (slots.length === 0) return { refused: toCome.length === 0 ? 'slotPast' : 'slotOverlap' };
  return { slots, skipped: visits.length - slots.length };
}
