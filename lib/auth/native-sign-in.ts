import { clearedSignInEmailCookie, signInEmailCookie } from '@/lib/auth/sign-in-email-cookie';
import { signInFailure, signInFailureCode, type SignInFailure } from '@/lib/auth/sign-in-failure';

// A sign-in form the browser sends itself (docs/forms.md, owner sign-in) posts to next-auth's
// credentials callback as url-encoded fields, its CSRF token among them; next-auth answers it with
// a redirect: where the form's callbackUrl leads on success, else its own error or sign-in route
// (`/api/auth/error?error=<code>`, `/api/auth/signin?csrf=true`), pages of next-auth's making in
// English. Those are read here and the person sent back to the sign-in page they came from.

/**
 * Whether a post to next-auth came from a form the browser sent itself: url-encoded (as next-auth
 * reads a form body), without the `json` field next-auth's own client adds to ask for JSON.
 */
export function isNativeSignIn(contentType: string | null, fields: URLSearchParams): boolean {
  return (contentType ?? '').includes('application/x-www-form-urlencoded') && fields.get('json') !== 'true';
}

/** What went wrong, read from where next-auth sends a refused sign-in; null for a success. */
function failureAt(location: string): SignInFailure | null {
  const url = new URL(location, 'http://localhost');
  const path = url.pathname.replace(/\/$/, '');
  if (!path.startsWith('/api/auth/')) return null;
  if (path === '/api/auth/signin' && url.searchParams.get('csrf') === 'true') return { kind: 'expired' };
  return (path === '/api/auth/error' && signInFailure(url.searchParams.get('error'))) || { kind: 'unavailable' };
}

export type NativeSignIn = {
  /** The sign-in page the form was on. */
  page: string;
  /** The address typed, shown again after a refusal (lib/auth/sign-in-email-cookie.ts). */
  email: string | null;
  /** Whether the site is served over HTTPS, so its cookies are marked Secure. */
  secure: boolean;
};

/**
 * next-auth's answer to a form the browser sent itself, as a 303 (a reload does not post again):
 * to where the sign-in leads, or back to the sign-in page with the failure's code in its address and
 * the typed e-mail address in a cookie for that page, never anything typed in an address. Its
 * cookies (the session, the callback address) are kept; an answer without a redirect is left as it is.
 */
export function nativeSignInAnswer(response: Response, { page, email, secure }: NativeSignIn): Response {
  const location = response.headers.get('location');
  if (location === null) return response;
  const failure = failureAt(location);
  const headers = new Headers(response.headers);
  headers.set('Location', failure ? `${page}?${new URLSearchParams({ error: signInFailureCode(failure) })}` : location);
  headers.set('Cache-Control', 'no-store');
  const emailCookie = failure ? signInEmailCookie(email, page, secure) : clearedSignInEmailCookie(page, secure);
  if (emailCookie) headers.append('Set-Cookie', emailCookie);
  return new Response(null, { status: 303, headers });
}
