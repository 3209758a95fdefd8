import { z } from 'zod';
import { formEnvelope, optionalText, personFields, requiredText } from '@/lib/forms/fields';
import { MAX_RECORD_ID } from '@/lib/http/record-id';
import { normalizePostcode } from '@/lib/forms/postcode';
import { TIME_SLOTS } from '@/lib/forms/choices';
import { VALUATION_GOALS } from '@/lib/forms/choices';

// "Free valuation" (the original site's contact-demand): the owner names the property to value and whether
// they mean to sell or to let it; an agent calls back in the chosen time slots.

export const freeValuationSchema = z.object({
  street: requiredText(150),
  houseNumber: requiredText(20),
  box: optionalText(20).default(''),
  postcode: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => normalizePostcode(value) !== null, 'postcodeInvalid')
    .transform((value) => normalizePostcode(value)!),
  city: requiredText(100),
  // The catalogue type's WebID, as the listing search uses it; checked against the catalogue.
  propertyType: z.coerce
    .number({ message: 'required' })
    .int('required')
    .positive('required')
    .max(MAX_RECORD_ID, 'required'),
  goal: z.enum(VALUATION_GOALS, { message: 'required' }),
  ...personFields,
  message: optionalText(3000).default(''),
  timeSlots: z.array(z.enum(TIME_SLOTS)).max(TIME_SLOTS.length).default([]),
  ...formEnvelope,
});

export type FreeValuationInput = z.input<typeof freeValuationSchema>;
export type FreeValuation = z.output<typeof freeValuationSchema>;
