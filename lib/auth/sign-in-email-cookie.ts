// A sign-in sent without script and refused goes back to its page (lib/auth/native-sign-in.ts);
// the address typed goes back with it in this cookie, so that nobody types it twice, never in an
// address (docs/forms.md, owner sign-in): HttpOnly, sent only to that sign-in page, for as long as
// a person takes to try again. The password is never kept.

import { SIGN_IN_EMAIL_COOKIE, typedValuesCookie } from '@/lib/http/personal-cookies';

// The longest address the sign-in schema accepts.
const MAX_EMAIL_LENGTH = 254;

/** What the cookie may carry back: one line of printable text of an address's length; else null. */
function keptEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  if (email === '' || email.length > MAX_EMAIL_LENGTH || /[\u0000-\u001f\u007f]/.test(email)) return null;
  return email;
}

/** The Set-Cookie value that keeps the typed address for the sign-in page, or null for nothing to keep. */
export function signInEmailCookie(email: unknown, signInPage: string, secure: boolean): string | null {
  const kept = keptEmail(email);
  if (kept === null) return null;
  return typedValuesCookie(SIGN_IN_EMAIL_COOKIE, encodeURIComponent(kept), signInPage, secure);
}

/** The Set-Cookie value that removes it, once the sign-in went through. */
export function clearedSignInEmailCookie(signInPage: string, secure: boolean): string {
  return typedValuesCookie(SIGN_IN_EMAIL_COOKIE, null, signInPage, secure);
}

type RequestCookies = { get(name: string): { value: string } | undefined };

/** The address a sign-in page shows again, read from the request's cookie; null for none or a bad one. */
export function keptSignInEmail(cookies: RequestCookies): string | null {
  const value = cookies.get(SIGN_IN_EMAIL_COOKIE)?.value;
  if (value === undefined) return null;
  try {
    return keptEmail(decodeURIComponent(value));
  } catch {
    return null;
  }
}
