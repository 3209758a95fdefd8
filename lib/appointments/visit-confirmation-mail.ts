import { dayAndTimeRange } from '@/lib/appointments/slot-days';
import type { VisitEvent } from '@/lib/appointments/visit-calendar';
import { visitCalendarAttachment } from '@/lib/appointments/visit-calendar-file';
import type { VisitedProperty } from '@/lib/appointments/visited-property';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { QueuedMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';

export type VisitConfirmation = {
  to: string;
  name: string;
  locale: Locale;
  property: VisitedProperty;
  slot: { startsAt: Date; endsAt: Date };
  event: VisitEvent;
  /** The visit's page, where the visitor cancels or moves it (lib/appointments/visit-link.ts). */
  changeUrl: string;
  stamp: Date;
};

/**
 * The visitor's confirmation of a visit just booked or moved to another time, in their language:
 * the visit, the link to cancel or move it, and the visit as a calendar file (a move's file is
 * the same event, one revision later, so the calendar moves it).
 */
export function visitConfirmationMail(kind: 'booked' | 'moved', visit: VisitConfirmation): QueuedMail {
  const t = translator(visit.locale, 'VisitMail');
  const when = dayAndTimeRange(visit.slot, visit.locale);
  const values = {
    name: visit.name,
    property: visit.property.title(visit.locale),
    when,
    place: visit.property.place(visit.locale),
    changeUrl: visit.changeUrl,
  };
  const mail =
    kind === 'booked'
      ? textMail(visit.to, t('visitorSubject', { when }), t('visitorText', values))
      : textMail(visit.to, t('movedSubject', { when }), t('movedText', values));
  return { ...mail, attachments: [visitCalendarAttachment(visit, { method: 'PUBLISH' })] };
}
