import '@/lib/zod-without-eval';
import { z } from 'zod';
import { ACCOUNT_KINDS } from '@/lib/auth/account';
import { LOCALES } from '@/lib/i18n/locales';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';

// One schema per form, shared by the client form and the route handler, so both check the same rules.
// Messages are keys of the PasswordForms namespace; the form translates them.

export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().email('emailInvalid').max(254, 'emailInvalid'),
  locale: z.enum(LOCALES),
  // A member of staff asks from the back-office's sign-in page; owners from the portal's.
  kind: z.enum(ACCOUNT_KINDS).default('owner'),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(20, 'tokenInvalid').max(200, 'tokenInvalid'),
    password: z.string().min(MIN_PASSWORD_LENGTH, 'passwordTooShort').max(200, 'passwordTooLong'),
    confirmation: z.string(),
  })
  .refine((value) => value.password === value.confirmation, { message: 'passwordMismatch', path: ['confirmation'] });

const MESSAGE_KEYS = new Set([
  'emailInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'passwordMismatch',
  'tokenInvalid',
]);

/**
 * A refusal's issues as the routes answer them. A message that is not one of the keys above
 * (zod's own English for a value of the wrong type, which the forms never send) becomes `failed`.
 */
export function passwordIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues.map(({ path, message }) => ({ path, message: MESSAGE_KEYS.has(message) ? message : 'failed' }));
}
