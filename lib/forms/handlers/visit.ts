import { bookSlot } from '@/lib/appointments/open-slots';
import { dayAndTimeRange } from '@/lib/appointments/slot-days';
import { visitEvent } from '@/lib/appointments/visit-calendar';
import { visitConfirmationMail } from '@/lib/appointments/visit-confirmation-mail';
import { visitLinkKey } from '@/lib/appointments/visit-link-key';
import { visitLinkUrl } from '@/lib/appointments/visit-link';
import { visitedPropertyOnOffer } from '@/lib/appointments/visited-property';
import { expireCacheTags } from '@/lib/cache/expire';
import { CACHE_TAG } from '@/lib/cache/tags';
import {
  defineForm,
  FormRefusalError,
  leadPayload,
  PROPERTY_TAKEN,
  PROPERTY_UNAVAILABLE,
} from '@/lib/forms/form-pipeline';
import { normalizePhone } from '@/lib/domain/phone';
import { findPropertyForMail } from '@/lib/properties/property-for-mail';
import { visitSchema } from '@/lib/forms/visit';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';

const SLOT_TAKEN = [{ path: ['appointmentId'], message: 'slotTaken' }];

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
      select: { id: true, startsAt: true, endsAt: true, calendarUid: true, calendarSequence: true },
    });
    // Nothing changed: a booked slot expired its pages when it was booked, and a past one is left
    // out of every page rendered after its time (lib/appointments/queries.ts).
    if (!slot) return SLOT_TAKEN;

    const visited = visitedPropertyOnOffer(property);
    // The agency reads French (docs/forms.md, languages of the mails).
    const agency = translator('fr', 'VisitMail');
    const agencyText = [
      agency('agencyIntro'),
      '',
      `${property.title('fr')} – ${property.recordFile} (#${property.id})`,
      dayAndTimeRange(slot, 'fr'),
      visited.place('fr'),
      '',
      `${visit.firstName} ${visit.lastName}`,
      visit.email,
      normalizePhone(visit.phone) ?? visit.phone,
      ...(visit.message ? ['', visit.message] : []),
    ].join('\n');
    const agencyMail = textMail(
      agencyEmail,
      agency('agencySubject', { property: property.recordFile, when: dayAndTimeRange(slot, 'fr') }),
      agencyText,
    );
    // The visitor's confirmation carries the link to cancel or move the visit, which names the lead.
    const visitorMail = (leadId: number) =>
      visitConfirmationMail('booked', {
        to: visit.email,
        name: visit.firstName,
        locale: visit.locale,
        property: visited,
        slot,
        event: visitEvent(slot, siteUrl),
        changeUrl: visitLinkUrl(siteUrl, visitLinkKey(), { leadId, endsAt: slot.endsAt }, visit.locale),
        stamp: new Date(),
      });
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
      mails: (lead) => [agencyMail, visitorMail(lead.id)],
    };
  },
});
