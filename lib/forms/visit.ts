import { z } from 'zod';
import { formEnvelope, optionalText, personFields, recordId } from '@/lib/forms/fields';
import { MAX_RECORD_ID } from '@/lib/http/record-id';

// Booking a visit of a property in one of the agency's open slots (docs/forms.md, visit booking).
// The slot is checked again, and taken, by the server in the lead's transaction.
export const visitSchema = z.object({
  propertyId: recordId(),
  // A radio button sends its value as text; none chosen is "required".
  appointmentId: z.coerce
    .number({ message: 'required' })
    .int('required')
    .positive('required')
    .max(MAX_RECORD_ID, 'required'),
  ...personFields,
  message: optionalText(3000),
  ...formEnvelope,
});

export type VisitInput = z.input<typeof visitSchema>;
export type Visit = z.output<typeof visitSchema>;
