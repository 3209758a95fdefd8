import { z } from 'zod';
import { emailField, formEnvelope } from '@/lib/forms/fields';

// The footer's newsletter sign-up (the original site's sign-newsletter): an address, the privacy acceptance
// and the captcha; nothing more, so it fits under every page.
export const newsletterSchema = z.object({
  email: emailField(),
  ...formEnvelope,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
