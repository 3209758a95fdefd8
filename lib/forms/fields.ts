import '@/lib/zod-without-eval';
import { z } from 'zod';
import { normalizePhone } from '@/lib/forms/phone';
import { LOCALES } from '@/lib/i18n/locales';
import { SALUTATIONS } from '@/lib/forms/choices';

// Field rules shared by every visitor form (spec §5). Each schema is used by react-hook-form in
// the browser and checked again by its route handler; error messages are keys of Form.errors.

export const optionalText = (max: number) => z.string().trim().max(max, 'tooLong');
export const requiredText = (max: number) => optionalText(max).min(1, 'required');

export const emailField = () =>
  z.string().trim().toLowerCase().min(1, 'required').email('emailInvalid').max(254, 'emailInvalid');

export const phoneField = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => normalizePhone(value) !== null, 'phoneInvalid');

/** Who is writing: the person block most forms share. */
export const personFields = {
  salutation: z.enum(SALUTATIONS, { message: 'required' }),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  phone: phoneField(),
};

/**
 * What every public form carries besides its own fields: the privacy acceptance, the captcha
 * solution, the honeypot, the visitor's language and the page the form was sent from.
 */
export const formEnvelope = {
  privacy: z.literal(true, { message: 'privacyRequired' }),
  captcha: z.string().min(1, 'captchaRequired'),
  // Honeypot: hidden from people, filled in by bots that fill in everything.
  // Any value is accepted here: the pipeline answers a filled one like a person and stores nothing,
  // so the bot learns nothing from a refusal.
  website: z.string().max(2000).optional(),
  locale: z.enum(LOCALES),
  sourcePage: z.string().max(500).optional(),
};

export type FormEnvelope = {
  privacy: true;
  captcha: string;
  website?: string;
  locale: (typeof LOCALES)[number];
  sourcePage?: string;
};
