import { z } from 'zod';
import { emailField, formEnvelope, optionalText } from '@/lib/forms/fields';
import { GOAL } from '@/lib/properties/goal';

// A search alert made from a listing's filters (docs/forms.md, search alert from a listing): the
// listing's goal and its query as the page wrote it, which the server reads again with the
// listing's own codec, and the address the confirmation goes to. Nothing more: a one-step form.
export const searchAlertSchema = z.object({
  goal: z.enum([GOAL.sale, GOAL.rent], { message: 'invalid' }),
  search: optionalText(2000),
  email: emailField(),
  ...formEnvelope,
});

export type SearchAlertInput = z.input<typeof searchAlertSchema>;
export type SearchAlert = z.output<typeof searchAlertSchema>;
