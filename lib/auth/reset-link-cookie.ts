import { RESET_LINK_COOKIE, typedValuesCookie } from '@/lib/http/personal-cookies';
import type { Locale } from '@/lib/i18n/locales';

// A new password sent without script and refused for itself (too short, not typed the same twice)
// goes back to its page, which needs the link's token to show the form again. The token comes back
// in this cookie, never in an address (docs/forms.md, owner sign-in): HttpOnly, sent only to the
// password pages of that language, for as long as a person takes to type again.

// The tokens lib/auth/reset-token.ts issues: base64url, as the reset schema bounds them.
const TOKEN = /^[\w-]{20,200}$/;

const passwordPages = (locale: Locale) => `/${locale}/login/`;

/** The Set-Cookie value that keeps the token for the reset page, or null for no token of ours. */
export function resetLinkCookie(token: unknown, locale: Locale, secure: boolean): string | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  return typedValuesCookie(RESET_LINK_COOKIE, token, passwordPages(locale), secure);
}

/** The Set-Cookie value that removes it, once the link is used or known to be dead. */
export function clearedResetLinkCookie(locale: Locale, secure: boolean): string {
  return typedValuesCookie(RESET_LINK_COOKIE, null, passwordPages(locale), secure);
}
