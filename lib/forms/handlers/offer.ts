import { amountInWords } from '@/lib/forms/amount-in-words';
import { defineForm, leadPayload, PROPERTY_TAKEN, PROPERTY_UNAVAILABLE } from '@/lib/forms/form-pipeline';
import { offerSchema } from '@/lib/forms/offer';
import { offerSummary } from '@/lib/forms/offer-summary';
import { findPropertyForMail } from '@/lib/properties/property-for-mail';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';
import { GOAL } from '@/lib/properties/goal';

/** A written purchase offer for a property for sale, passed on to its owner by the agency. */
export const offerForm = defineForm({
  name: 'offer',
  schema: offerSchema,
  thankYou: 'purchase-offer',
  async accept(offer, { db, agencyEmail }) {
    const property = await findPropertyForMail(db, offer.propertyId);
    // A rental cannot be bought: its page offers the contact form instead of this one.
    if (!property || property.goal !== GOAL.sale) return PROPERTY_UNAVAILABLE;
    if (property.taken) return PROPERTY_TAKEN;

    const name = `${offer.firstName} ${offer.lastName}`;
    // The agency reads French; the visitor reads their own language (docs/forms.md).
    const agency = translator('fr', 'OfferMail');
    const visitor = translator(offer.locale, 'OfferMail');
    const agencyTitle = `${property.title('fr')} – ${property.recordFile} (#${property.id})`;
    const mails = [
      textMail(
        agencyEmail,
        agency('agencySubject', { name, property: property.recordFile }),
        `${agency('agencyIntro', { property: agencyTitle })}\n\n${offerSummary(offer, 'fr')}`,
      ),
      textMail(
        offer.email,
        visitor('visitorSubject', { property: property.title(offer.locale) }),
        [
          visitor('visitorIntro', { name: offer.firstName, property: property.title(offer.locale) }),
          offerSummary(offer, offer.locale),
          visitor('visitorOutro'),
        ].join('\n\n'),
      ),
    ];
    return {
      lead: {
        type: 'purchase-offer',
        propertyId: property.id,
        // The words are written again from the figures: what the browser sent is only a preview.
        payload: { ...leadPayload(offer), amountInWords: amountInWords(offer.amount, offer.locale) },
      },
      mails: () => mails,
    };
  },
});
