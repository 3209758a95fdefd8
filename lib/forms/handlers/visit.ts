import { bookSlot } from '@/lib/appointments/open-slots';
import { dayLabel, timeRange } from '@/lib/appointments/slot-days';
import { visitLocation } from '@/lib/appointments/visit-location';
import { expireCacheTags } from '@/lib/cache/expire';
import { CACHE_TAG } from '@/lib/cache/tags';
import { appointmentUid, calendarFile } from '@/lib/calendar/ics';
import {
  defineForm,
  FormRefusalError,
  leadPayload,
  PROPERTY_TAKEN,
  PROPERTY_UNAVAILABLE,
} from '@/lib/forms/form-pipeline';
import { normalizePhone } from '@/lib/forms/phone';
import { findPropertyForMail, type PropertyForMail } from '@/lib/properties/property-for-mail';
import { visitSchema, type Visit } from '@/lib/forms/visit';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { textAttachment } from '@/lib/mail/attachments';
import { textMail } from '@/lib/mail/text-mail';

type Slot = { id: number; startsAt: Date; endsAt: Date };

const SLOT_TAKEN = [{ path: ['appointmentId'], message: 'slotTaken' }];

const when = (slot: Slot, locale: Locale) =>
  `${dayLabel(slot.startsAt, locale)}, ${timeRange(slot.startsAt, slot.endsAt, locale)}`;

function place(property: PropertyForMail, locale: Locale) {
  return visitLocation({ ...property, town: property.town(locale) }, locale);
}

/** The visitor's confirmation, in their language, with the visit as a calendar file. */
function visitorMail(visit: Visit, property: PropertyForMail, slot: Slot, siteUrl: string) {
  const t = translator(visit.locale, 'VisitMail');
  const title = property.title(visit.locale);
  const calendar = calendarFile({
    uid: appointmentUid(slot.id, siteUrl),
    stamp: new Date(),
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    // The town is in LOCATION (and most titles name it already).
    summary: t('calendarSummary', { property: title }),
    location: place(property, visit.locale),
  });
  return {
    ...textMail(
      visit.email,
      t('visitorSubject', { when: when(slot, visit.locale) }),
      t('visitorText', {
        name: visit.firstName,
        property: title,
        when: when(slot, visit.locale),
        place: place(property, visit.locale),
      }),
    ),
    attachments: [textAttachment(t('calendarFile'), 'text/calendar; charset=utf-8; method=PUBLISH', calendar)],
  };
}

/** A visit booked in one of the property's open slots (docs/forms.md, visit booking). */
export const visitForm = defineForm({
  name: 'visit',
  schema: visitSchema,
  thankYou: 'contact-appointment',
  async accept(visit, { db, agencyEmail, siteUrl }) {
    const property = await findPropertyForMail(db, visit.propertyId);
    if (!property) return PROPERTY_UNAVAILABLE;
    if (property.taken) return PROPERTY_TAKEN;
    const slot = await db.appointment.findFirst({
      where: { id: visit.appointmentId, propertyId: property.id, status: 'open', startsAt: { gt: new Date() } },
      select: { id: true, startsAt: true, endsAt: true },
    });
    // Nothing changed: a booked slot expired its pages when it was booked, and a past one is left
    // out of every page rendered after its time (lib/appointments/queries.ts).
    if (!slot) return SLOT_TAKEN;

    // The agency reads French (docs/forms.md, languages of the mails).
    const agency = translator('fr', 'VisitMail');
    const agencyText = [
      agency('agencyIntro'),
      '',
      `${property.title('fr')} – ${property.recordFile} (#${property.id})`,
      when(slot, 'fr'),
      place(property, 'fr'),
      '',
      `${visit.firstName} ${visit.lastName}`,
      visit.email,
      normalizePhone(visit.phone) ?? visit.phone,
      ...(visit.message ? ['', visit.message] : []),
    ].join('\n');
    const mails = [
      textMail(
        agencyEmail,
        agency('agencySubject', { property: property.recordFile, when: when(slot, 'fr') }),
        agencyText,
      ),
      visitorMail(visit, property, slot, siteUrl),
    ];
    return {
      lead: {
        type: 'contact-appointment',
        propertyId: property.id,
        payload: { ...leadPayload(visit), startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() },
      },
      // Taken in the lead's transaction: if another visitor booked it since the check above, the
      // lead and its mails are rolled back and this visitor is asked to choose another time.
      alongside: async (tx, leadId) => {
        const booked = await bookSlot(tx, { appointmentId: slot.id, propertyId: property.id, leadId });
        // Taken either way now: the property page must stop offering the slot.
        expireCacheTags([CACHE_TAG.visitSlots(property.id)]);
        if (!booked) throw new FormRefusalError(SLOT_TAKEN);
      },
      mails: () => mails,
    };
  },
});
