import { z } from 'zod';
import { formEnvelope, optionalText, personFields, recordId } from '@/lib/forms/fields';

// A request for the documents a property page lists "on request" (lib/properties/held-back-documents.ts).
export const documentRequestSchema = z.object({
  propertyId: recordId(),
  // A form with one document has one check box, which the browser reports as its value or false.
  documentIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : value ? [value] : []),
    z.array(recordId()).min(1, 'chooseOne').max(100),
  ),
  ...personFields,
  message: optionalText(3000).default(''),
  ...formEnvelope,
});

export type DocumentRequestInput = z.input<typeof documentRequestSchema>;
export type DocumentRequest = z.output<typeof documentRequestSchema>;
