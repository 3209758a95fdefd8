import { z } from 'zod';
import { MAP_ZONES } from '@/lib/alerts/zone-map-shapes';
import { emailField, formEnvelope, phoneField, recordId, requiredText } from '@/lib/forms/fields';
import { DEMAND_GOALS, MAX_BEDROOMS, MAX_PRICE } from '@/lib/forms/choices';

// The demand register, "keep me informed" (docs/forms.md): what the visitor looks for, where and
// for how much. Stored as a search alert that the imports match against new properties.

// An empty box means "no bound": the browser sends '' (or nothing), never 0 by accident.
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

const optionalWhole = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'numberInvalid' })
      .int('numberInvalid')
      .min(0, 'numberInvalid')
      .max(max, 'numberInvalid')
      .optional(),
  );

export const demandRegisterSchema = z
  .object({
    goal: z.enum(DEMAND_GOALS, { message: 'required' }),
    // Catalogue type WebIDs, as the listing search uses them; checked against the catalogue.
    typeWebIds: z.array(recordId(), { message: 'chooseOne' }).min(1, 'chooseOne').max(50, 'chooseOne'),
    zones: z.array(z.enum(MAP_ZONES), { message: 'chooseOne' }).min(1, 'chooseOne').max(MAP_ZONES.length),
    priceMin: optionalWhole(MAX_PRICE),
    priceMax: optionalWhole(MAX_PRICE),
    bedroomsMin: optionalWhole(MAX_BEDROOMS),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField(),
    // Optional here: an alert is sent by e-mail; a number lets an agent call about a rare find.
    phone: z.literal('').or(phoneField()).optional(),
    ...formEnvelope,
  })
  .refine((demand) => demand.priceMin == null || demand.priceMax == null || demand.priceMax >= demand.priceMin, {
    path: ['priceMax'],
    message: 'priceOrder',
  });

export type DemandRegisterInput = z.input<typeof demandRegisterSchema>;
export type DemandRegister = z.output<typeof demandRegisterSchema>;
