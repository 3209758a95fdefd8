import '@/lib/zod-without-eval';
import { z } from 'zod';
import { normalizePhone } from '@/lib/domain/phone';
import { LOCALES } from '@/lib/i18n/locales';
import { SALUTATIONS } from '@/lib/forms/choices';
import { MAX_RECORD_ID } from '@/lib/http/record-id';

// Field rules shared by every visitor form (docs/forms.md, shared field rules). Each schema is used by react-hook-form in
// the browser and checked again by its route handler; error messages are keys of Form.errors.

// Nobody types NUL, and PostgreSQL cannot store it in a text column: refused, not stored.
const WITHOUT_NUL = /^[^\0]*$/;

export const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').regex(WITHOUT_NUL, 'invalid');
export const requiredText = (max: number) => optionalText(max).min(1, 'required');

/** The id of a row (a property, a slot, a type's WebID), as a form sends it. */
export const recordId = () => z.coerce.number().int().positive().max(MAX_RECORD_ID);

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
  sourcePage: z.string().max(500).regex(WITHOUT_NUL, 'invalid').optional(),
};

export type FormEnvelope = {
  privacy: true;
  captcha: string;
  website?: string;
  locale: (typeof LOCALES)[number];
  sourcePage?: string;
};
