import { storedJson } from '@/lib/browser/stored-json';
import { calendarFile } from '@/lib/calendar/ics';

// What the visit thank-you page repeats of the booking (docs/forms.md, visit booking): kept in
// the visitor's own browser for the tab's life (sessionStorage) when the server has stored the
// booking, never in the address, so the thank-you page stays the same page for everyone.

/** The sessionStorage key of the visit just booked. */
export const BOOKED_VISIT_KEY = 'vitrine-booked-visit';

export type BookedVisit = { title: string; startsAt: Date; endsAt: Date };

/** The stored form of a booking. */
export function storedBookedVisit(visit: { title: string; startsAt: string; endsAt: string }): string {
  return JSON.stringify(visit);
}

/** The booking kept in the browser, or null when there is none, it is malformed, or its time is past. */
export function readBookedVisit(raw: string | null, now = new Date()): BookedVisit | null {
  const value = storedJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { title, startsAt, endsAt } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof startsAt !== 'string' || typeof endsAt !== 'string') return null;
  const starts = new Date(startsAt);
  const ends = new Date(endsAt);
  if (Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime()) || ends <= starts || ends <= now) return null;
  return { title: title.slice(0, 200), startsAt: starts, endsAt: ends };
}

/** A `data:` link to the visit as a calendar file, for "add to my calendar". */
export function bookedVisitCalendarHref(visit: BookedVisit, summary: string, host: string, now = new Date()): string {
  const file = calendarFile({
    uid: `visit-${visit.startsAt.getTime()}@${host}`,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    summary,
    stamp: now,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}
