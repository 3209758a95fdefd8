import { describe, expect, it } from 'vitest';
import { authRequestRefusal, isSafeCallbackUrl, unsafeCallbackCookies } from '@/lib/auth/auth-request';

const ORIGIN = 'https://www.vitrine.example';
const query = (search: string) => new URLSearchParams(search);

describe('isSafeCallbackUrl', () => {
  it.each(['/fr/owner/', '/', `${ORIGIN}/nl/owner/`, `${ORIGIN}`])('accepts %s', (value) => {
    expect(isSafeCallbackUrl(value, ORIGIN)).toBe(true);
  });

  it.each([
    'abc',
    'javascript:alert(1)',
    '//evil.example/fr/',
    '/\\evil.example/fr/',
    'https://evil.example/fr/',
    'http://www.vitrine.example/fr/',
    '',
  ])('refuses %s', (value) => {
    expect(isSafeCallbackUrl(value, ORIGIN)).toBe(false);
  });
});

describe('authRequestRefusal', () => {
  it.each(['signin', 'signout', 'error', 'providers', 'csrf', 'session'])(
    'answers 400 to /api/auth/%s/ with a callbackUrl that is not this site',
    (route) => {
      expect(authRequestRefusal('GET', `/api/auth/${route}/`, query('callbackUrl=abc'), ORIGIN)).toEqual({
        status: 400,
        headers: {},
      });
    },
  );

  it('lets a callbackUrl on this site through', () => {
    expect(authRequestRefusal('GET', '/api/auth/signin/', query('callbackUrl=%2Ffr%2Fowner%2F'), ORIGIN)).toBeNull();
  });

  it('answers 405 to a GET of the credentials callback, which only the sign-in form posts to', () => {
    expect(authRequestRefusal('GET', '/api/auth/callback/credentials/', query(''), ORIGIN)).toEqual({
      status: 405,
      headers: { Allow: 'POST' },
    });
    expect(authRequestRefusal('POST', '/api/auth/callback/credentials/', query(''), ORIGIN)).toBeNull();
  });
});

describe('unsafeCallbackCookies', () => {
  it('names the callback cookies next-auth would refuse, and only those', () => {
    const cookies = [
      { name: 'next-auth.callback-url', value: 'javascript:alert(1)' },
      { name: '__Secure-next-auth.callback-url', value: `${ORIGIN}/fr/owner/` },
      { name: 'NEXT_LOCALE', value: 'javascript:alert(1)' },
    ];
    expect(unsafeCallbackCookies(cookies, ORIGIN)).toEqual(['next-auth.callback-url']);
  });
});
