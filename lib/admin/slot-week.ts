import { dateField } from '@/lib/admin/fields';
import { brusselsDateTime, timeOfDay } from '@/lib/appointments/slot-days';
import { brusselsDay, formatDateRange } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

// The back-office's week of visit slots, in Brussels time like the agency's diary (lib/appointments/
// slot-days.ts): days are calendar days ("2026-12-07"), counted without any time zone, and turned
// into instants only at their edges.

/** The calendar day `count` days after `day` ("2026-12-31", 1 → "2027-01-01"). */
export function addDays(day: string, count: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + count);
  return noon.toISOString().slice(0, 10);
}

/** The Monday of `day`'s week: a Belgian week starts on Monday. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The back-office page of a property's slots, at the week of `day` ("/admin/slots/12/?week=2026-12-07"). */
export function slotWeekPath(propertyId: number, day: string): string {
  return `${backOfficePath('slots')}${propertyId}/?week=${mondayOf(day)}`;
}

export type SlotWeek = {
  /** Its Monday: what `?week=` holds. */
  monday: string;
  /** Monday to Sunday. */
  days: string[];
  /** Monday 00:00 and the next Monday 00:00 in Brussels, summer time included. */
  startsAt: Date;
  endsAt: Date;
  previous: string;
  next: string;
};

/** The week of the day a `?week=` parameter names, or the week of `now` in Brussels. */
export function slotWeek(param: unknown, now = new Date()): SlotWeek {
  const named = dateField.safeParse(param);
  const monday = mondayOf(named.success ? named.data : brusselsDay(now));
  const next = addDays(monday, 7);
  return {
    monday,
    days: Array.from({ length: 7 }, (_, index) => addDays(monday, index)),
    startsAt: brusselsDateTime(monday, '00:00'),
    endsAt: brusselsDateTime(next, '00:00'),
    previous: addDays(monday, -7),
    next,
  };
}

/** Noon of a Brussels calendar day: an instant of that day whatever the server's time zone. */
export function brusselsNoon(day: string): Date {
  return brusselsDateTime(day, '12:00');
}

/** "7–13 décembre 2026": a week's dates in `locale`. */
export function weekDates(week: SlotWeek, locale: Locale): string {
  return formatDateRange(brusselsNoon(week.monday), brusselsNoon(week.days[6]!), locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** The day a new slot's form proposes: the week's first day from `today` on, or today once the week is over. */
export function firstDayToCome(week: SlotWeek, today: string): string {
  const day = today > week.monday ? today : week.monday;
  return day > week.days[6]! ? today : day;
}

/** A slot typed in the back-office: its Brussels day, start time and length, as instants. */
export function slotSpan(day: string, time: string, minutes: number): { startsAt: Date; endsAt: Date } {
  const startsAt = brusselsDateTime(day, time);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

/** "18:30": the Brussels start time of a slot, as a time input shows it. */
export function brusselsTime(date: Date): string {
  return timeOfDay(date, 'en');
}
