import { AGENCY_TIME_ZONE, brusselsDay, formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';

// Open visit slots shown grouped by day in the visitor's language. Always Brussels time: the
// agency's diary is kept there, whatever the time zone of the visitor's device or of the server.

export type Slot = { id: number; startsAt: Date; endsAt: Date };

/** A day's slots: each with its label and, for the visitor's calendar, its times (ISO, UTC). */
export type SlotDay = {
  key: string;
  label: string;
  slots: { id: number; label: string; startsAt: string; endsAt: string }[];
};

/** A date format in Brussels time, whatever the time zone of the server or of the visitor's device. */
function brusselsFormat(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale, { timeZone: AGENCY_TIME_ZONE, ...options });
}

/**
 * The instant of a Brussels wall-clock time ("2026-12-05", "10:00"), summer time included: the
 * agency's diary (and the demo's seeded slots) are written in local time.
 */
export function brusselsDateTime(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // Brussels is UTC+1 or UTC+2: read the offset at the guessed instant, then correct once.
  const offset = (instant: number) => {
    const parts = brusselsFormat('en-GB', {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(instant));
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - instant;
  };
  const guess = wall - offset(wall);
  return new Date(wall - offset(guess));
}

export function dayLabel(date: Date, locale: Locale): string {
  return formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** "18:00": a Brussels time of day, 24-hour (usual in all four languages here). */
export function timeOfDay(date: Date, locale: Locale): string {
  return formatDate(date, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** "18:00 – 18:30" in Brussels time. */
export function timeRange(startsAt: Date, endsAt: Date, locale: Locale): string {
  return `${timeOfDay(startsAt, locale)} – ${timeOfDay(endsAt, locale)}`;
}

/** "samedi 5 décembre, 10:00 – 10:30": a slot as the visit's mails and pages name it. */
export function dayAndTimeRange(slot: { startsAt: Date; endsAt: Date }, locale: Locale): string {
  return `${dayLabel(slot.startsAt, locale)}, ${timeRange(slot.startsAt, slot.endsAt, locale)}`;
}

/** Slots in time order, one group per Brussels day. */
export function groupSlotsByDay(slots: readonly Slot[], locale: Locale): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const key = brusselsDay(slot.startsAt);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel(slot.startsAt, locale), slots: [] };
      days.set(key, day);
    }
    day.slots.push({
      id: slot.id,
      label: timeRange(slot.startsAt, slot.endsAt, locale),
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    });
  }
  return [...days.values()];
}
