import { describe, expect, it } from 'vitest';
import { clearedSignInEmailCookie, signInEmailCookie, keptSignInEmail } from '@/lib/auth/sign-in-email-cookie';

describe('signInEmailCookie', () => {
  it('keeps the address for its sign-in page only, HttpOnly, for fifteen minutes', () => {
    expect(signInEmailCookie('jan@example.be', '/nl/login/', false)).toBe(
      'vitrine-sign-in-email=jan%40example.be; Path=/nl/login/; Max-Age=900; HttpOnly; SameSite=Lax',
    );
    expect(signInEmailCookie(' marie+immo@example.lu ', '/admin/sign-in/', true)).toBe(
      'vitrine-sign-in-email=marie%2Bimmo%40example.lu; Path=/admin/sign-in/; Max-Age=900; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it.each([
    ['nothing typed', ''],
    ['spaces only', '   '],
    ['no field at all', null],
    ['a field sent twice', ['a@b.be', 'c@d.be']],
    ['longer than any address', `${'a'.repeat(250)}@b.be`],
    ['a line break', 'a@b.be\r\nSet-Cookie: x=y'],
  ])('keeps nothing for %s', (_case, email) => {
    expect(signInEmailCookie(email, '/fr/login/', false)).toBeNull();
  });
});

describe('clearedSignInEmailCookie', () => {
  it('removes the cookie from the same page', () => {
    expect(clearedSignInEmailCookie('/de/login/', true)).toBe(
      'vitrine-sign-in-email=; Path=/de/login/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});

const jar = (value: string | undefined) => ({
  get: (name: string) => (name === 'vitrine-sign-in-email' && value !== undefined ? { value } : undefined),
});

describe('keptSignInEmail', () => {
  it.each([
    ['an address it kept', 'jan%40example.be', 'jan@example.be'],
    ['no cookie', undefined, null],
    ['an empty one', '', null],
    ['a value that does not decode', '%E0%A4%A', null],
    ['a control character', 'a%00b%40c.be', null],
    ['one too long', `${'a'.repeat(260)}%40b.be`, null],
  ])('reads %s', (_case, value, email) => {
    expect(keptSignInEmail(jar(value))).toBe(email);
  });

  it('reads back what it wrote', () => {
    const written = signInEmailCookie('élodie@exemple.be', '/fr/login/', false)!;
    expect(keptSignInEmail(jar(written.split(';')[0]!.split('=')[1]))).toBe('élodie@exemple.be');
  });
});
