import { z } from 'zod';
import { emailField, formEnvelope, optionalText, requiredText } from '@/lib/forms/fields';
import { TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_MIN_LENGTH } from '@/lib/forms/choices';

// A visitor's testimonial (docs/forms.md, testimonials): published under the name (and town) given, only once the
// agency approved it. The e-mail address is for the agency's questions and is never shown.

export const testimonialSchema = z.object({
  name: requiredText(100),
  town: optionalText(100).default(''),
  // Radio buttons send "1"…"5"; nothing chosen arrives as null or "".
  rating: z.coerce.number({ message: 'required' }).int('required').min(1, 'required').max(5, 'required'),
  text: requiredText(TESTIMONIAL_MAX_LENGTH).min(TESTIMONIAL_MIN_LENGTH, 'tooShort'),
  email: emailField(),
  ...formEnvelope,
});

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
