import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordId } from '@/lib/forms/fields';
import { LOCALES } from '@/lib/i18n/locales';

// The two buttons of a booked visit's page (docs/forms.md, changing a booked visit): cancel the
// visit, or move it to the open slot chosen. Plain HTML forms, read again by the route handler.

/** The visit's link (its token) and the page's language: where the answer sends the visitor back. */
export const visitLinkFields = z.object({
  token: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  locale: z.enum(LOCALES),
});

// `change`, not `action`: a field of that name would hide the form element's own `action`.
export const visitChangeSchema = z.discriminatedUnion('change', [
  visitLinkFields.extend({ change: z.literal('cancel') }),
  visitLinkFields.extend({ change: z.literal('move'), appointmentId: recordId() }),
]);
