import 'server-only';
import { cookies } from 'next/headers';
import { csrfCookie, csrfTokenOf, newCsrfPair } from '@/lib/auth/csrf-cookie';
import { authOptions } from '@/lib/auth/options';
import { isSignInPagePath } from '@/lib/auth/sign-in-pages';

// A sign-in form posts to next-auth's credentials callback without script too (docs/forms.md,
// owner sign-in): its page renders the token of next-auth's CSRF cookie into the form. A page
// cannot set a cookie, so the proxy makes the cookie first for a request that has none that
// next-auth would accept; the page then reads it from the request.

const cookie = csrfCookie(authOptions.useSecureCookies === true);
const secret = authOptions.secret!;

type RequestCookies = { get(name: string): { value: string } | undefined };

/**
 * For the proxy: the CSRF cookie to set on a sign-in page's request and its answer, or null when
 * the path is no sign-in page or the request's cookie is good.
 */
export function missingSignInCsrfCookie(pathname: string, requestCookies: RequestCookies) {
  if (!isSignInPagePath(pathname) || csrfTokenOf(requestCookies.get(cookie.name)?.value, secret) !== null) return null;
  return { name: cookie.name, value: newCsrfPair(secret).cookieValue, options: cookie.options };
}

/** For a sign-in page: the token its form posts, read from the request's CSRF cookie, or null. */
export async function signInCsrfToken(): Promise<string | null> {
  return csrfTokenOf((await cookies()).get(cookie.name)?.value, secret);
}
