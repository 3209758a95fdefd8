import { z } from 'zod';
import { MAX_OFFER_EUROS } from '@/lib/forms/amount-in-words';
import {
  emailField,
  formEnvelope,
  optionalText,
  personFields,
  phoneField,
  recordId,
  requiredText,
} from '@/lib/forms/fields';
import { normalizePostcode } from '@/lib/forms/postcode';
import { isIsoDate, parseEuros } from '@/lib/forms/field-values';
import { brusselsDay } from '@/lib/i18n/dates';

// The written purchase offer for a property for sale (docs/forms.md, purchase offer): amount in
// figures and words, offer start and end date, place and date of signing, person A and B, the 10 %
// advance.

const date = () => z.string().trim().min(1, 'required').refine(isIsoDate, 'dateInvalid');

const postcode = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => normalizePostcode(value) !== null, 'postcodeInvalid');

// Person B is optional: every field may stay empty, and the group's rule below asks for the names
// as soon as anything about B is given.
const optionalEmail = () => z.union([z.literal(''), emailField()]).default('');
const optionalPhone = () => z.union([z.literal(''), phoneField()]).default('');

export const offerSchema = z
  .object({
    propertyId: recordId(),
    amount: z
      .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? 'required' : 'numberInvalid') })
      .transform((value) => String(value).trim())
      .refine((value) => value !== '', { message: 'required', abort: true })
      .transform(parseEuros)
      .pipe(z.number({ message: 'numberInvalid' }).positive('numberInvalid').max(MAX_OFFER_EUROS, 'amountTooHigh')),
    // Shown to the visitor as they type; the server writes it again from the amount.
    amountInWords: optionalText(500).default(''),
    validFrom: date().refine((value) => !isIsoDate(value) || value >= brusselsDay(new Date()), 'dateInPast'),
    validUntil: date(),
    signingPlace: requiredText(100),
    signingDate: date(),
    // Person A: the buyer who signs, with their address.
    ...personFields,
    street: requiredText(150),
    houseNumber: requiredText(20),
    postcode: postcode(),
    city: requiredText(100),
    // Person B: a second buyer (spouse, partner), optional.
    partnerSalutation: z.union([z.literal(''), personFields.salutation]).default(''),
    partnerFirstName: optionalText(100).default(''),
    partnerLastName: optionalText(100).default(''),
    partnerEmail: optionalEmail(),
    partnerPhone: optionalPhone(),
    advanceAcknowledged: z.literal(true, { message: 'acknowledgeRequired' }),
    ...formEnvelope,
  })
  .superRefine((offer, context) => {
    if (isIsoDate(offer.validFrom) && isIsoDate(offer.validUntil) && offer.validUntil <= offer.validFrom)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: 'dateOrder' });
    const partnerGiven = [
      offer.partnerSalutation,
      offer.partnerFirstName,
      offer.partnerLastName,
      offer.partnerEmail,
      offer.partnerPhone,
    ].some(Boolean);
    if (partnerGiven && !offer.partnerFirstName)
      context.addIssue({ code: 'custom', path: ['partnerFirstName'], message: 'required' });
    if (partnerGiven && !offer.partnerLastName)
      context.addIssue({ code: 'custom', path: ['partnerLastName'], message: 'required' });
  });

export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.output<typeof offerSchema>;

/** Whether the offer names a second buyer. */
export function hasPartner(offer: Offer): boolean {
  return Boolean(offer.partnerFirstName || offer.partnerLastName);
}
