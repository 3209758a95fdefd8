import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// next-auth guards its sign-in with a double-submit token: a cookie holding `token|hash`, where
// hash is the SHA-256 of the token followed by the auth secret, and the same token posted with the
// form. Its own code makes the pair only when a route of its own answers (/api/auth/csrf, which
// the sign-in form's script asks); a form sent without script must carry the token in the page's
// HTML, so the pair is made here, in next-auth's format (next-auth/core/lib/csrf-token.js, v4),
// for the sign-in pages (lib/auth/sign-in-csrf.ts). tests/integration/auth/sign-in-without-script.test.ts
// signs in through next-auth's route with a pair made here: it fails if next-auth changes its format.

/** The cookie's name and attributes, as next-auth names and sets it (its defaultCookies). */
export function csrfCookie(secure: boolean) {
  return {
    name: `${secure ? '__Host-' : ''}next-auth.csrf-token`,
    options: { httpOnly: true, sameSite: 'lax', path: '/', secure },
  } as const;
}

const hashOf = (token: string, secret: string) => createHash('sha256').update(`${token}${secret}`).digest('hex');

/** The token of a cookie value next-auth accepts (its hash matches under `secret`), or null. */
export function csrfTokenOf(cookieValue: string | undefined, secret: string): string | null {
  const [token, hash] = (cookieValue ?? '').split('|');
  if (!token || !hash) return null;
  const expected = Buffer.from(hashOf(token, secret));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A new pair: the token for the form and the cookie's value. */
export function newCsrfPair(secret: string): { token: string; cookieValue: string } {
  const token = randomBytes(32).toString('hex');
  return { token, cookieValue: `${token}|${hashOf(token, secret)}` };
}
