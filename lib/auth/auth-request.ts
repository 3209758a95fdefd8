// What next-auth would answer with 500 (its INVALID_CALLBACK_URL_ERROR, or a GET of the
// credentials callback, which only a form's POST may reach), answered by the proxy instead.

/** The cookies in which next-auth keeps where to go after signing in (plain and on HTTPS). */
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/**
 * Whether `value` may be where a sign-in leads: a path of this site, or an address on its origin.
 * next-auth refuses anything else with a 500 on every one of its routes, sign-in included.
 */
export function isSafeCallbackUrl(value: string, origin: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return new URL(value).origin === origin;
  } catch {
    return false;
  }
}

export type AuthRefusal = { status: 400 | 405; headers: Record<string, string> };

/** Why a request to next-auth's routes is refused before it reaches next-auth, or null. */
export function authRequestRefusal(
  method: string,
  pathname: string,
  searchParams: URLSearchParams,
  origin: string,
): AuthRefusal | null {
  if (/^\/api\/auth\/callback\/credentials\/?$/.test(pathname) && method !== 'POST') {
    return { status: 405, headers: { Allow: 'POST' } };
  }
  const callbackUrl = searchParams.get('callbackUrl');
  if (callbackUrl !== null && !isSafeCallbackUrl(callbackUrl, origin)) return { status: 400, headers: {} };
  return null;
}

/** The callback cookies next-auth would choke on: dropped from the request and the browser. */
export function unsafeCallbackCookies(cookies: readonly { name: string; value: string }[], origin: string): string[] {
  return cookies
    .filter(({ name, value }) => CALLBACK_COOKIES.includes(name) && !isSafeCallbackUrl(value, origin))
    .map(({ name }) => name);
}
