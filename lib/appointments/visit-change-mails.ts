import { dayAndTimeRange } from '@/lib/appointments/slot-days';
import type { VisitEvent } from '@/lib/appointments/visit-calendar';
import { visitCalendarAttachment } from '@/lib/appointments/visit-calendar-file';
import type { VisitedProperty } from '@/lib/appointments/visited-property';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { LeadContact } from '@/lib/leads/lead-contact';
import { normalizePhone } from '@/lib/domain/phone';
import type { QueuedMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';

// The mails of a visit the visitor cancelled or moved through their link (docs/forms.md, changing
// a booked visit): their own cancellation (a moved visit's confirmation is
// lib/appointments/visit-confirmation-mail.ts) and the agency's notice, in French (docs/forms.md,
// languages of the mails).

type Span = { startsAt: Date; endsAt: Date };

/**
 * The visitor's confirmation that their visit is cancelled, with the calendar file that takes it
 * out of their calendar, and the property's page to choose another time while it is on offer.
 */
export function visitCancelledMail(visit: {
  to: string;
  name: string;
  locale: Locale;
  property: VisitedProperty;
  slot: Span;
  /** The cancellation's revision of the visit's event (lib/appointments/visit-calendar.ts). */
  event: VisitEvent;
  stamp: Date;
  siteUrl: string;
  agencyEmail: string;
}): QueuedMail {
  const { locale, property } = visit;
  const t = translator(locale, 'VisitMail');
  const when = dayAndTimeRange(visit.slot, locale);
  const url = property.url(locale, visit.siteUrl);
  const paragraphs = [
    t('cancelledText', { name: visit.name, property: property.title(locale), when, place: property.place(locale) }),
    ...(url ? [t('bookAgain', { url })] : []),
    t('signature'),
  ];
  return {
    ...textMail(visit.to, t('cancelledSubject', { when }), paragraphs.join('\n\n')),
    attachments: [
      visitCalendarAttachment(visit, { method: 'CANCEL', organizer: visit.agencyEmail, attendee: visit.to }),
    ],
  };
}

type AgencyNotice = {
  agencyEmail: string;
  property: VisitedProperty;
  visitor: LeadContact;
  /** Whether the time the visit left is offered to visitors again (not when another slot holds it meanwhile). */
  reopened: boolean;
};

const agency = () => translator('fr', 'VisitMail');

/** The visit's property and who booked it, as the agency's notices list them. */
function agencyText(intro: string, notice: AgencyNotice, times: string[]): string {
  const { property, visitor } = notice;
  return [
    intro,
    '',
    `${property.title('fr')} – ${property.recordFile} (#${property.id})`,
    ...times,
    property.place('fr'),
    '',
    ...[
      [visitor.firstName, visitor.lastName].filter(Boolean).join(' '),
      visitor.email,
      visitor.phone && (normalizePhone(visitor.phone) ?? visitor.phone),
    ].filter(Boolean),
    ...(notice.reopened ? ['', agency()('agencyReopened')] : []),
  ].join('\n');
}

/** The agency's notice that a visitor cancelled their visit. */
export function agencyCancelledMail(notice: AgencyNotice & { slot: Span }): QueuedMail {
  const t = agency();
  const when = dayAndTimeRange(notice.slot, 'fr');
  return textMail(
    notice.agencyEmail,
    t('agencyCancelledSubject', { property: notice.property.recordFile, when }),
    agencyText(t('agencyCancelledIntro'), notice, [when]),
  );
}

/** The agency's notice that a visitor moved their visit to another time. */
export function agencyMovedMail(notice: AgencyNotice & { from: Span; to: Span }): QueuedMail {
  const t = agency();
  const to = dayAndTimeRange(notice.to, 'fr');
  return textMail(
    notice.agencyEmail,
    t('agencyMovedSubject', { property: notice.property.recordFile, when: to }),
    agencyText(t('agencyMovedIntro'), notice, [
      t('agencyMovedFrom', { when: dayAndTimeRange(notice.from, 'fr') }),
      t('agencyMovedTo', { when: to }),
    ]),
  );
}
