import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { csrfCookie, csrfTokenOf, newCsrfPair } from '@/lib/auth/csrf-cookie';

const SECRET = 'a secret of the site, long enough for next-auth';

describe('csrfCookie', () => {
  it('is named and set as next-auth names and sets it, with __Host- on https', () => {
    expect(csrfCookie(false)).toEqual({
      name: 'next-auth.csrf-token',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false },
    });
    expect(csrfCookie(true).name).toBe('__Host-next-auth.csrf-token');
    expect(csrfCookie(true).options.secure).toBe(true);
  });
});

describe('newCsrfPair and csrfTokenOf', () => {
  it('makes a token and a cookie of `token|sha256(token + secret)`, which reads back to the token', () => {
    const { token, cookieValue } = newCsrfPair(SECRET);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const hash = createHash('sha256').update(`${token}${SECRET}`).digest('hex');
    expect(cookieValue).toBe(`${token}|${hash}`);
    expect(csrfTokenOf(cookieValue, SECRET)).toBe(token);
  });

  it('makes a new token each time', () => {
    expect(newCsrfPair(SECRET).token).not.toBe(newCsrfPair(SECRET).token);
  });

  it('reads no token from a cookie next-auth would refuse', () => {
    const { token, cookieValue } = newCsrfPair(SECRET);
    const [, hash] = cookieValue.split('|');
    for (const value of [
      undefined,
      '',
      token,
      `${token}|`,
      `|${hash}`,
      `${token}|${hash!.slice(1)}`,
      `${token}|${hash!.replace(/^./, (first) => (first === '0' ? '1' : '0'))}`,
      `${'0'.repeat(64)}|${hash}`,
    ]) {
      expect(csrfTokenOf(value, SECRET), String(value)).toBeNull();
    }
    expect(csrfTokenOf(cookieValue, 'another secret')).toBeNull();
  });
});
