import type { VisitEvent } from '@/lib/appointments/visit-calendar';
import type { VisitedProperty } from '@/lib/appointments/visited-property';
import { calendarFile } from '@/lib/calendar/ics';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { textAttachment, type MailAttachment } from '@/lib/mail/attachments';

type CalendarVisit = {
  event: VisitEvent;
  slot: { startsAt: Date; endsAt: Date };
  property: VisitedProperty;
  locale: Locale;
  stamp: Date;
};

/**
 * A visit as the calendar file of its mails, in the visitor's language: PUBLISH adds the event or,
 * of a higher revision, moves it; CANCEL takes it away and names the agency (ORGANIZER) and the
 * visitor (ATTENDEE), as calendars expect of a cancellation (lib/calendar/ics.ts).
 */
export function visitCalendarAttachment(
  visit: CalendarVisit,
  method: { method: 'PUBLISH' } | { method: 'CANCEL'; organizer: string; attendee: string },
): MailAttachment {
  const t = translator(visit.locale, 'VisitMail');
  const file = calendarFile({
    ...method,
    uid: visit.event.uid,
    sequence: visit.event.sequence,
    stamp: visit.stamp,
    startsAt: visit.slot.startsAt,
    endsAt: visit.slot.endsAt,
    // The same summary in every revision, so the calendar shows one event changing. The town is in
    // LOCATION (and most titles name it already).
    summary: t('calendarSummary', { property: visit.property.title(visit.locale) }),
    location: visit.property.place(visit.locale),
  });
  return textAttachment(t('calendarFile'), `text/calendar; charset=utf-8; method=${method.method}`, file);
}
