// The owners' and the staff's sign-in as a browser without script sends it (docs/forms.md, owner
// sign-in): the form's fields, url-encoded, to next-auth's own credentials callback, with the CSRF
// token its page rendered from the cookie the proxy made (lib/auth/sign-in-csrf.ts). Through the
// real route and next-auth: a pair made by our code must pass next-auth's check, so this fails if
// next-auth changes its CSRF format. The lockout rules are next-auth's `authorize`, unchanged.
import { createRequire } from 'node:module';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { deleteAccounts } from '../support/accounts';
import { appOnTestDatabase, SITE } from '../support/app-database';

vi.mock('server-only', () => ({}));

const EMAIL = 'anne@vitrine.example';
const PASSWORD = 'correct horse battery';

// next-auth and the sign-in page read the request through next/headers, which works only inside
// Next; next-auth require()s it, which vi.mock does not reach, so the shared exports are replaced
// by the request of the moment.
const current = { headers: new Headers() };
const nextHeaders = createRequire(import.meta.url)('next/headers') as {
  headers: () => Promise<Headers>;
  cookies: () => Promise<unknown>;
};
const requestCookies = () =>
  (current.headers.get('cookie') ?? '')
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
vi.spyOn(nextHeaders, 'headers').mockImplementation(async () => current.headers);
vi.spyOn(nextHeaders, 'cookies').mockImplementation(async () => ({
  getAll: requestCookies,
  get: (name: string) => requestCookies().find((cookie) => cookie.name === name),
}));

const { db, post, csrf } = await appOnTestDatabase({
  environment: { TRUST_PROXY: '1' },
  load: async () => ({
    post: (await import('@/app/api/auth/[...nextauth]/route')).POST,
    csrf: await import('@/lib/auth/sign-in-csrf'),
  }),
});

beforeEach(async () => {
  await deleteAccounts(db);
  const passwordHash = await hashPassword(PASSWORD);
  await db.owner.create({ data: { email: EMAIL, name: 'Anne', passwordHash } });
  await db.staff.create({ data: { email: EMAIL, name: 'Anne', role: 'editor', passwordHash } });
});

let nextAddress = 0;
const freshAddress = () => `198.51.100.${(nextAddress += 1)}`;

/** A browser's visit to a sign-in page: the cookie the proxy sets, and the token the page renders. */
async function visitSignInPage(path: string): Promise<{ cookie: string; token: string }> {
  const made = csrf.missingSignInCsrfCookie(path, { get: () => undefined });
  expect(made).not.toBeNull();
  const cookie = `${made!.name}=${made!.value}`;
  current.headers = new Headers({ cookie });
  const token = await csrf.signInCsrfToken();
  expect(token).not.toBeNull();
  // Once the browser holds it, the proxy leaves it be.
  expect(csrf.missingSignInCsrfCookie(path, { get: () => ({ value: made!.value }) })).toBeNull();
  return { cookie, token: token! };
}

type Sent = { provider?: 'credentials' | 'staff'; cookie: string; fields: Record<string, string>; address?: string };

/**
 * The request as Next hands it to a route: behind a proxy that notes what the route reads
 * (Next's app-route module), through which Node's own Request cannot read the private state of
 * the request it would copy.
 */
const asNextHandsIt = (request: NextRequest): NextRequest =>
  new Proxy(request, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/** The form as the browser posts it itself. */
function send({ provider = 'credentials', cookie, fields, address = freshAddress() }: Sent): Promise<Response> {
  current.headers = new Headers({
    origin: SITE,
    host: 'localhost:3000',
    cookie,
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': address,
  });
  const request = new NextRequest(`${SITE}/api/auth/callback/${provider}/`, {
    method: 'POST',
    headers: current.headers,
    body: new URLSearchParams(fields).toString(),
  });
  return post(asNextHandsIt(request), { params: Promise.resolve({ nextauth: ['callback', provider] }) });
}

const ownerForm = (token: string, password = PASSWORD, locale = 'nl') => ({
  csrfToken: token,
  callbackUrl: `/${locale}/eigenaar/`,
  locale,
  email: EMAIL,
  password,
});

function expectNothingTyped(response: Response) {
  const location = response.headers.get('location') ?? '';
  for (const typed of [EMAIL, encodeURIComponent(EMAIL), PASSWORD, encodeURIComponent(PASSWORD)])
    expect(location).not.toContain(typed);
}

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('next-auth.session-token='));
const emailCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('vitrine-sign-in-email='));

describe('the owners’ sign-in sent without script', () => {
  it('signs in and goes on to the portal in the page’s language', async () => {
    const { cookie, token } = await visitSignInPage('/nl/login/');
    const response = await send({ cookie, fields: ownerForm(token) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/nl/eigenaar/`);
    expect(sessionCookie(response)).toMatch(/HttpOnly/i);
    expect(emailCookie(response)).toBe('vitrine-sign-in-email=; Path=/nl/login/; Max-Age=0; HttpOnly; SameSite=Lax');
    expectNothingTyped(response);
  });

  it('sends a wrong password back to the sign-in page in its language, and counts it', async () => {
    const { cookie, token } = await visitSignInPage('/fr/login/');
    const response = await send({ cookie, fields: ownerForm(token, 'guess', 'fr') });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/login/?error=invalid');
    expect(sessionCookie(response)).toBeUndefined();
    // The address typed goes back to the sign-in page in a cookie of its own, the password nowhere.
    expect(emailCookie(response)).toBe(
      `vitrine-sign-in-email=${encodeURIComponent(EMAIL)}; Path=/fr/login/; Max-Age=900; HttpOnly; SameSite=Lax`,
    );
    expect(response.headers.getSetCookie().join('\n')).not.toContain('guess');
    expectNothingTyped(response);
    expect((await db.signInFailure.findMany()).map((row) => row.failures)).toEqual([1]);
  });

  it('keeps the growing delay: the sixth failure in a row from one address is told to wait', async () => {
    const { cookie, token } = await visitSignInPage('/nl/login/');
    const address = freshAddress();
    const locations = [];
    for (let i = 0; i < 6; i += 1)
      locations.push((await send({ cookie, fields: ownerForm(token, 'guess'), address })).headers.get('location'));
    expect(locations.slice(0, 4)).toEqual(Array(4).fill('/nl/login/?error=invalid'));
    expect(locations[5]).toBe('/nl/login/?error=locked%3A1');
    // The right password from that address waits too.
    const right = await send({ cookie, fields: ownerForm(token), address });
    expect(right.headers.get('location')).toMatch(/^\/nl\/login\/\?error=locked/);
  });

  it('refuses a token that is not its cookie’s before any password is checked', async () => {
    const { cookie } = await visitSignInPage('/nl/login/');
    const { token: otherPagesToken } = await visitSignInPage('/nl/login/');
    for (const [sentCookie, sentToken] of [
      [cookie, otherPagesToken],
      ['', otherPagesToken],
      [cookie, ''],
    ] as const) {
      const response = await send({ cookie: sentCookie, fields: ownerForm(sentToken) });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/nl/login/?error=expired');
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(await db.signInFailure.count()).toBe(0);
  });

  it('falls back on the site’s default language for a form without one', async () => {
    const { cookie, token } = await visitSignInPage('/nl/login/');
    const { locale: _locale, ...fields } = ownerForm(token, 'guess');
    const response = await send({ cookie, fields: { ...fields, locale: 'xx' } });
    expect(response.headers.get('location')).toBe('/fr/login/?error=invalid');
  });

  it('answers next-auth’s own client in JSON, as before', async () => {
    const { cookie, token } = await visitSignInPage('/nl/login/');
    const response = await send({ cookie, fields: { ...ownerForm(token, 'guess'), json: 'true' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ url: `${SITE}/api/auth/error?error=invalid` });
  });
});

describe('the staff’s sign-in sent without script', () => {
  const staffForm = (token: string, password = PASSWORD) => ({
    csrfToken: token,
    callbackUrl: '/admin/',
    locale: 'nl',
    email: EMAIL,
    password,
  });

  it('signs in to the back-office', async () => {
    const { cookie, token } = await visitSignInPage('/admin/sign-in/');
    const response = await send({ provider: 'staff', cookie, fields: staffForm(token) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/admin/`);
    expect(sessionCookie(response)).toBeDefined();
  });

  it('sends a wrong password back to the back-office’s sign-in page', async () => {
    const { cookie, token } = await visitSignInPage('/admin/sign-in/');
    const response = await send({ provider: 'staff', cookie, fields: staffForm(token, 'guess') });
    expect(response.headers.get('location')).toBe('/admin/sign-in/?error=invalid');
    expect(emailCookie(response)).toMatch(/^vitrine-sign-in-email=.+; Path=\/admin\/sign-in\/; Max-Age=900;/);
    expectNothingTyped(response);
  });
});

describe('the proxy', () => {
  const visit = async (path: string, cookie?: string) => {
    const proxy = (await import('@/proxy')).default;
    return proxy(new NextRequest(`${SITE}${path}`, { headers: cookie ? { cookie } : {} }));
  };
  const csrfCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('next-auth.csrf-token='));

  it('gives a sign-in page next-auth’s CSRF cookie when the browser has none next-auth accepts', async () => {
    for (const path of ['/nl/login/', '/admin/sign-in/']) {
      const made = csrfCookieOf(await visit(path));
      expect(made, path).toMatch(
        /^next-auth\.csrf-token=[0-9a-f]{64}%7C[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=lax$/,
      );
      const value = decodeURIComponent(made!.split(';')[0]!.split('=')[1]!);
      expect(csrfCookieOf(await visit(path, `next-auth.csrf-token=${value}`)), 'kept').toBeUndefined();
      expect(csrfCookieOf(await visit(path, 'next-auth.csrf-token=forged|0000')), 'replaced').toBeDefined();
    }
  });

  it('sets none on other pages', async () => {
    for (const path of ['/nl/', '/nl/login/wachtwoord-vergeten/', '/nl/eigenaar/', '/admin/'])
      expect(csrfCookieOf(await visit(path)), path).toBeUndefined();
  });
});
