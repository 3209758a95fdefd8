import 'server-only';
import { dayLabel, timeRange } from '@/lib/appointments/slot-days';
import { visitLocation } from '@/lib/appointments/visit-location';
import { appointmentUid, calendarFile } from '@/lib/calendar/ics';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import { textAttachment } from '@/lib/mail/attachments';
import type { QueuedMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';
import type { Db } from '@/lib/prisma-client';
import { findPropertyForMail } from '@/lib/properties/property-for-mail';

type Slot = { id: number; propertyId: number; startsAt: Date; endsAt: Date };
type Lead = { locale: string; payload: string };

// The booking's invitation (lib/forms/handlers/visit.ts) carries no SEQUENCE, which counts as 0. A
// slot is booked once: a cancelled one never opens again (offering its time again makes a new
// slot, with its own UID), so its cancellation is the one later revision.
const CANCELLATION_SEQUENCE = 1;

function inLocale<Row extends { locale: string }>(rows: readonly Row[], locale: Locale): Row | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === DEFAULT_LOCALE) ?? rows[0];
}

/**
 * The property as the booking's mail named it: its title and the place of the visit, and its page
 * while it is on offer (where the visitor chooses another time). A withdrawn one (sold, let) is
 * still named, without a link.
 */
async function visitedProperty(db: Db, propertyId: number, locale: Locale, siteUrl: string) {
  const onOffer = await findPropertyForMail(db, propertyId);
  if (onOffer) {
    return {
      title: onOffer.title(locale),
      place: visitLocation({ ...onOffer, town: onOffer.town(locale) }, locale),
      url: onOffer.url(locale, siteUrl),
    };
  }
  const row = await db.property.findUnique({
    where: { id: propertyId },
    select: {
      recordFile: true,
      publishAddress: true,
      street: true,
      houseNumber: true,
      countryId: true,
      translations: { select: { locale: true, title: true } },
      city: { select: { zip: true, translations: { select: { locale: true, name: true } } } },
    },
  });
  if (!row) return null;
  const town = inLocale(row.city.translations, locale)?.name ?? '';
  return {
    title: inLocale(row.translations, locale)?.title || row.recordFile,
    place: visitLocation({ ...row, zip: row.city.zip, town }, locale),
    url: null,
  };
}

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
  const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
  const property = await visitedProperty(db, slot.propertyId, locale, siteUrl);
  if (!property) return null;
  const t = translator(locale, 'Admin.slots.cancelMail');
  const when = `${dayLabel(slot.startsAt, locale)}, ${timeRange(slot.startsAt, slot.endsAt, locale)}`;
  const calendar = calendarFile({
    method: 'CANCEL',
    uid: appointmentUid(slot.id, siteUrl),
    sequence: CANCELLATION_SEQUENCE,
    stamp: now,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    // The invitation's own summary, so the calendar shows the same event being cancelled.
    summary: translator(locale, 'VisitMail')('calendarSummary', { property: property.title }),
    location: property.place,
    organizer: agencyEmail,
    attendee: contact.email,
  });
  const paragraphs = [
    t('text', {
      name: contact.firstName ?? contact.lastName ?? '',
      property: property.title,
      when,
      place: property.place,
    }),
    // On offer, the visitor may book another time themselves; sold or let, they can only ask.
    property.url ? t('bookAgain', { url: property.url }) : t('contactUs'),
    t('signature'),
  ];
  return {
    ...textMail(contact.email, t('subject', { when }), paragraphs.join('\n\n'), { links: [property.url ?? siteUrl] }),
    attachments: [textAttachment(t('calendarFile'), 'text/calendar; charset=utf-8; method=CANCEL', calendar)],
  };
}
