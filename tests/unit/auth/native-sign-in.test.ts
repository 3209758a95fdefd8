import { describe, expect, it } from 'vitest';
import { isNativeSignIn, nativeSignInAnswer } from '@/lib/auth/native-sign-in';

const SITE = 'http://localhost:3000';
const PAGE = '/nl/login/';
const SIGN_IN = { page: PAGE, email: 'jan@example.be', secure: false };

const fields = (body: string) => new URLSearchParams(body);

describe('isNativeSignIn', () => {
  it('is a url-encoded post without next-auth client’s `json` field', () => {
    expect(isNativeSignIn('application/x-www-form-urlencoded', fields('email=a&password=b'))).toBe(true);
    expect(isNativeSignIn('application/x-www-form-urlencoded;charset=UTF-8', fields('json=false'))).toBe(true);
  });

  it('is not the client’s post, nor another body', () => {
    expect(isNativeSignIn('application/x-www-form-urlencoded', fields('email=a&json=true'))).toBe(false);
    expect(isNativeSignIn('application/json', fields(''))).toBe(false);
    expect(isNativeSignIn('multipart/form-data; boundary=x', fields(''))).toBe(false);
    expect(isNativeSignIn(null, fields('email=a'))).toBe(false);
  });
});

/** next-auth's answer: a 302 with its cookies. */
function nextAuthRedirect(location: string): Response {
  const headers = new Headers({ Location: location });
  headers.append('Set-Cookie', 'next-auth.session-token=abc; Path=/; HttpOnly');
  headers.append('Set-Cookie', 'next-auth.callback-url=x; Path=/; HttpOnly');
  return new Response(null, { status: 302, headers });
}

describe('nativeSignInAnswer', () => {
  it('follows a success where next-auth leads, with 303 and its cookies', () => {
    const answer = nativeSignInAnswer(nextAuthRedirect(`${SITE}/nl/eigenaar/`), SIGN_IN);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${SITE}/nl/eigenaar/`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.getSetCookie()).toEqual([
      'next-auth.session-token=abc; Path=/; HttpOnly',
      'next-auth.callback-url=x; Path=/; HttpOnly',
      // An address kept by an earlier refusal is no longer needed.
      'vitrine-sign-in-email=; Path=/nl/login/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });

  it.each([
    [`${SITE}/api/auth/error?error=invalid`, 'invalid'],
    [`${SITE}/api/auth/error/?error=locked%3A3`, 'locked%3A3'],
    [`${SITE}/api/auth/error?error=CredentialsSignin&provider=credentials`, 'invalid'],
    [`${SITE}/api/auth/signin?csrf=true`, 'expired'],
    // A check that threw something else (a database down): next-auth's English stays out.
    [`${SITE}/api/auth/error?error=Can%27t%20reach%20database%20server`, 'unavailable'],
    [`${SITE}/api/auth/error?error=Configuration`, 'unavailable'],
    [`${SITE}/api/auth/signin?error=x`, 'unavailable'],
    ['/api/auth/error?error=invalid', 'invalid'],
  ])('sends a refusal at %s back to the sign-in page with ?error=%s', (location, code) => {
    const answer = nativeSignInAnswer(nextAuthRedirect(location), SIGN_IN);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PAGE}?error=${code}`);
    expect(answer.headers.getSetCookie()).toContain(
      'vitrine-sign-in-email=jan%40example.be; Path=/nl/login/; Max-Age=900; HttpOnly; SameSite=Lax',
    );
  });

  it('keeps no address it cannot show again', () => {
    const answer = nativeSignInAnswer(nextAuthRedirect('/api/auth/error?error=invalid'), { ...SIGN_IN, email: null });
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('vitrine-sign-in-email='))).toBe(false);
  });

  it('leaves an answer without a redirect as it is', () => {
    const refused = new Response('Error', { status: 400 });
    expect(nativeSignInAnswer(refused, SIGN_IN)).toBe(refused);
  });
});
