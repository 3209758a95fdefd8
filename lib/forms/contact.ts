import { z } from 'zod';
import { formEnvelope, personFields, recordId, requiredText } from '@/lib/forms/fields';
import { CONTACT_CATEGORIES, TIME_SLOTS } from '@/lib/forms/choices';

// The site contact form; with a property it is "contact me about this property" (docs/forms.md).

export const contactSchema = z.object({
  category: z.enum(CONTACT_CATEGORIES, { message: 'required' }),
  ...personFields,
  message: requiredText(3000),
  timeSlots: z.array(z.enum(TIME_SLOTS)).max(TIME_SLOTS.length).default([]),
  propertyId: recordId().optional(),
  // A new-build project's contact form (the original site's contact-construction).
  projectId: recordId().optional(),
  ...formEnvelope,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
