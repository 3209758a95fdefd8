import 'server-only';
import { dayAndTimeRange } from '@/lib/appointments/slot-days';
import { nextRevision, visitEvent } from '@/lib/appointments/visit-calendar';
import { visitCalendarAttachment } from '@/lib/appointments/visit-calendar-file';
import { findVisitedProperty } from '@/lib/appointments/visited-property';
import { localeOrDefault } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import type { QueuedMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';
import type { Db } from '@/lib/prisma-client';

type Slot = {
  id: number;
  propertyId: number;
  startsAt: Date;
  endsAt: Date;
  calendarUid: string | null;
  calendarSequence: number;
};
type Lead = { locale: string; payload: string };

/**
 * The visitor's mail when the agency cancels their visit: in the language they booked in, with a
 * calendar file that takes the visit out of their calendar (METHOD:CANCEL, the invitation's UID,
 * a higher SEQUENCE). Null when the booking left no e-mail address to write to.
 */
export async function cancellationMail(
  db: Db,
  slot: Slot,
  lead: Lead,
  { siteUrl, agencyEmail, now = new Date() }: { siteUrl: string; agencyEmail: string; now?: Date },
): Promise<QueuedMail | null> {
  const contact = leadContact(payloadObject(lead.payload));
  if (!contact.email) return null;
  const locale = localeOrDefault(lead.locale);
  const property = await findVisitedProperty(db, slot.propertyId);
  if (!property) return null;
  const t = translator(locale, 'Admin.slots.cancelMail');
  const when = dayAndTimeRange(slot, locale);
  const url = property.url(locale, siteUrl);
  const paragraphs = [
    t('text', {
      name: contact.firstName ?? contact.lastName ?? '',
      property: property.title(locale),
      when,
      place: property.place(locale),
    }),
    // On offer, the visitor may book another time themselves; sold or let, they can only ask.
    url ? t('bookAgain', { url }) : t('contactUs'),
    t('signature'),
  ];
  // The visit's event (moved visits keep their first one), one revision after its invitation.
  const event = nextRevision(visitEvent(slot, siteUrl));
  return {
    ...textMail(contact.email, t('subject', { when }), paragraphs.join('\n\n'), { links: [url ?? siteUrl] }),
    attachments: [
      visitCalendarAttachment(
        { event, slot, property, locale, stamp: now },
        { method: 'CANCEL', organizer: agencyEmail, attendee: contact.email },
      ),
    ],
  };
}
