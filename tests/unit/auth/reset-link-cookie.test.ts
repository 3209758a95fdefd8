import { describe, expect, it } from 'vitest';
import { clearedResetLinkCookie, resetLinkCookie } from '@/lib/auth/reset-link-cookie';

const TOKEN = 'Zm9vYmFyYmF6cXV4LWZvb2Jhci1iYXpxdXgtZm9vYmFy';

describe('resetLinkCookie', () => {
  it('keeps the token a quarter of an hour, HttpOnly, for the password pages of the language', () => {
    expect(resetLinkCookie(TOKEN, 'nl', false)).toBe(
      `vitrine-reset-link=${TOKEN}; Path=/nl/login/; Max-Age=900; HttpOnly; SameSite=Lax`,
    );
    expect(resetLinkCookie(TOKEN, 'fr', true)).toMatch(/; Secure$/);
  });

  it.each([undefined, 42, '', 'short', `${TOKEN};Path=/`, `${TOKEN} x`, 'a'.repeat(201), [TOKEN]])(
    'keeps nothing that is no token of ours: %j',
    (token) => {
      expect(resetLinkCookie(token, 'fr', false)).toBeNull();
    },
  );
});

describe('clearedResetLinkCookie', () => {
  it('removes it from the same path', () => {
    expect(clearedResetLinkCookie('de', true)).toBe(
      'vitrine-reset-link=; Path=/de/login/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
