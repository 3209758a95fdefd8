import type { Locale } from '@/lib/i18n/locales';

// A new password sent without script and refused for itself (too short, not typed the same twice)
// goes back to its page, which needs the link's token to show the form again. The token comes back
// in this cookie, never in an address (docs/forms.md, owner sign-in): HttpOnly, sent only to the
// password pages of that language, for as long as a person takes to type again.

import { RESET_LINK_COOKIE, TYPED_VALUES_MINUTES } from '@/lib/http/personal-cookies';
const MAX_AGE_SECONDS = TYPED_VALUES_MINUTES * 60;

// The tokens lib/auth/reset-token.ts issues: base64url, as the reset schema bounds them.
const TOKEN = /^[\w-]{20,200}$/;

const attributes = (locale: Locale, maxAge: number, secure: boolean) =>
  `Path=/${locale}/login/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that keeps the token for the reset page, or null for no token of ours. */
export function resetLinkCookie(token: unknown, locale: Locale, secure: boolean): string | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  return `${RESET_LINK_COOKIE}=${token}; ${attributes(locale, MAX_AGE_SECONDS, secure)}`;
}

/** The Set-Cookie value that removes it, once the link is used or known to be dead. */
export function clearedResetLinkCookie(locale: Locale, secure: boolean): string {
  return `${RESET_LINK_COOKIE}=; ${attributes(locale, 0, secure)}`;
}
