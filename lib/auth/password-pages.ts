import type { AccountKind } from '@/lib/auth/account';
import { type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

// A password form the browser sent itself (docs/forms.md, owner sign-in) is answered with its page
// again, which says what happened from its `?notice=`: an outcome, never anything typed. Each
// notice is a key of the PasswordForms messages.

export const FORGOT_NOTICES = ['sent', 'emailInvalid', 'failed'] as const;
export type ForgotNotice = (typeof FORGOT_NOTICES)[number];

export const RESET_NOTICES = [
  'done',
  'tokenInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'passwordMismatch',
  'failed',
] as const;
export type ResetNotice = (typeof RESET_NOTICES)[number];

const oneOf =
  <Notice extends string>(notices: readonly Notice[]) =>
  (value: unknown): Notice | null =>
    notices.includes(value as Notice) ? (value as Notice) : null;

/** The notice a query value names, or null for none or an unknown one. */
export const forgotNotice = oneOf(FORGOT_NOTICES);
export const resetNotice = oneOf(RESET_NOTICES);

/** The notice of a refused form: its first issue's message when the page has it, else `failed`. */
export function refusalNotice<Notice extends string>(
  issues: readonly { message: string }[],
  read: (value: unknown) => Notice | null,
): Notice | 'failed' {
  return read(issues[0]?.message) ?? 'failed';
}

/** Whose page and in which language: the form's hidden fields, else an owner's in the site's default. */
export type PasswordPage = { locale: Locale; kind: AccountKind };

export function passwordPageOf(fields: unknown): PasswordPage {
  const { locale, kind } = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  return { locale: localeOrDefault(locale), kind: kind === 'staff' ? 'staff' : 'owner' };
}

/**
 * The 303 back to a password page with its notice (a reload does not post again), relative so the
 * person stays on the host they came from; a staff account's page says so (`account=staff`).
 */
export function passwordPageAnswer(
  pathname: '/login/forgot' | '/login/reset',
  { locale, kind }: PasswordPage,
  notice: ForgotNotice | ResetNotice,
  setCookie?: string,
): Response {
  const query = new URLSearchParams(kind === 'staff' ? { account: 'staff', notice } : { notice });
  const headers = new Headers({ Location: `${localizedPath(pathname, locale)}?${query}`, 'Cache-Control': 'no-store' });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return new Response(null, { status: 303, headers });
}
