// "Forgot your password?" end to end through the route handlers, on the test database of the run
// (SQLite, or PostgreSQL in the PostgreSQL run); each password set through a link is in the audit log.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { deleteAccounts } from '../support/accounts';
import { appOnTestDatabase, SITE } from '../support/app-database';
import { countingWrites } from '../support/count-writes';
import { loadSessionJwt } from '../support/session-jwt';

vi.mock('server-only', () => ({}));
// The route starts the mail work after answering; the tests run it themselves, when they choose.
vi.mock('@/lib/auth/reset-mail-worker', () => ({ sendResetMails: () => Promise.resolve() }));

const OWNER = 'anne@vitrine.example';
const PASSWORD = 'correct horse battery';

const { db, forgot, reset, processResetRequests, jwt } = await appOnTestDatabase({
  environment: { TRUST_PROXY: '0' },
  load: async () => ({
    forgot: (await import('@/app/api/password/forgot/route')).POST,
    reset: (await import('@/app/api/password/reset/route')).POST,
    processResetRequests: (await import('@/lib/auth/reset-requests')).processResetRequests,
    jwt: await loadSessionJwt(),
  }),
});
let ownerId: number;

beforeEach(async () => {
  await deleteAccounts(db);
  const owner = await db.owner.create({
    data: { email: OWNER, name: 'Anne', passwordHash: await hashPassword(PASSWORD) },
  });
  ownerId = owner.id;
});

let nextAddress = 0;
const freshAddress = () => `198.51.100.${(nextAddress += 1)}`;

function askFor(email: string, address = freshAddress(), kind?: 'owner' | 'staff'): Promise<Response> {
  return forgot(
    new Request(`${SITE}/api/password/forgot/`, {
      method: 'POST',
      headers: { origin: SITE, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, locale: 'en', kind }),
    }),
  );
}

function resetWith(token: string, password = 'a brand new secret'): Promise<Response> {
  return reset(
    new Request(`${SITE}/api/password/reset/`, {
      method: 'POST',
      headers: { origin: SITE, host: 'localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ token, password, confirmation: password }),
    }),
  );
}

/** The links of the queued reset mails, oldest first. */
async function mailedTokens(): Promise<string[]> {
  await processResetRequests(db, SITE);
  const mails = await db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
  return mails.map((mail) => /token=([\w-]+)/.exec(mail.text)?.[1] ?? '');
}

describe('POST /api/password/forgot/', () => {
  it('is limited per address: the sixth request of an hour gets 429, another address still passes', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askFor(`nobody${i}@example.com`, address)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await askFor('nobody@example.com')).status).toBe(200);
  });

  it('is limited per e-mail: at most three links an hour, whatever the addresses', async () => {
    for (let i = 0; i < 5; i += 1) expect((await askFor(OWNER)).status).toBe(200);
    expect(await mailedTokens()).toHaveLength(3);
  });

  it('does the same database work for a known and an unknown e-mail, and no mail work in the request', async () => {
    const writesOf = async (email: string) => {
      const counting = countingWrites(db);
      vi.doMock('@/lib/db', () => ({ db: counting.db }));
      vi.resetModules();
      const { POST } = await import('@/app/api/password/forgot/route');
      const request = new Request(`${SITE}/api/password/forgot/`, {
        method: 'POST',
        headers: { origin: SITE, host: 'localhost:3000', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ email, locale: 'en' }),
      });
      expect((await POST(request)).status).toBe(200);
      vi.doUnmock('@/lib/db');
      return counting.writes.filter((write) => !write.startsWith('RateLimit.'));
    };
    const known = await writesOf(OWNER);
    const unknown = await writesOf('nobody@example.com');
    expect(known).toEqual(unknown);
    expect(known).toEqual(['PasswordResetRequest.create']);
    expect(await db.passwordResetToken.count()).toBe(0);
    // The worker then sends a link to the owner only.
    expect(await mailedTokens()).toHaveLength(1);
  });
});

describe('reset links', () => {
  it('a newer link makes the older one invalid, before and after it is used', async () => {
    await askFor(OWNER);
    const [older] = await mailedTokens();
    await askFor(OWNER);
    const [, newer] = await mailedTokens();
    expect((await resetWith(older!)).status).toBe(410);
    expect((await resetWith(newer!)).status).toBe(200);
    expect((await resetWith(older!)).status).toBe(410);
    expect((await resetWith(newer!)).status).toBe(410);
  });

  it('a reset ends every session signed in before it', async () => {
    const user = { id: String(ownerId), email: OWNER, name: 'Anne', sessionVersion: 0 };
    const session = await jwt({ token: {}, user });
    expect(await jwt({ token: session })).toMatchObject({ ownerId });

    await askFor(OWNER);
    const [token] = await mailedTokens();
    expect((await resetWith(token!)).status).toBe(200);

    expect((await jwt({ token: session })).ownerId).toBeUndefined();
    const { sessionVersion } = await db.owner.findUniqueOrThrow({ where: { id: ownerId } });
    const after = await jwt({ token: {}, user: { ...user, sessionVersion } });
    expect(await jwt({ token: after })).toMatchObject({ ownerId });
  });

  it.each(['owner', 'staff'] as const)('the open link of a disabled %s sets no password', async (kind) => {
    const { issuePasswordToken, INVITATION_TTL_MS } = await import('@/lib/auth/reset-token');
    const staff = await db.staff.create({
      data: { email: 'jan@vitrine.example', name: 'Jan', role: 'editor', passwordHash: await hashPassword(PASSWORD) },
    });
    const account = kind === 'owner' ? { kind, id: ownerId } : { kind, id: staff.id };
    const token = await issuePasswordToken(db, account, INVITATION_TTL_MS);
    // Disabled by a hand on the database, which left the link open: the link itself must refuse.
    const data = { disabledAt: new Date() };
    if (kind === 'owner') await db.owner.update({ where: { id: ownerId }, data });
    else await db.staff.update({ where: { id: staff.id }, data });

    expect((await resetWith(token)).status).toBe(410);
    const row =
      kind === 'owner'
        ? await db.owner.findUniqueOrThrow({ where: { id: ownerId }, omit: { passwordHash: false } })
        : await db.staff.findUniqueOrThrow({ where: { id: staff.id }, omit: { passwordHash: false } });
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
    expect(row.sessionVersion).toBe(0);
  });

  it("a member of staff's link sets their password only, ends their sessions and says where to sign in", async () => {
    // The same person is an owner and on the staff, with one e-mail: two accounts, two passwords.
    const staff = await db.staff.create({
      data: { email: OWNER, name: 'Anne', role: 'editor', passwordHash: await hashPassword(PASSWORD) },
    });
    const session = await jwt({ token: {}, user: { id: String(staff.id), kind: 'staff', sessionVersion: 0 } });
    expect(await jwt({ token: session })).toMatchObject({ staffId: staff.id });

    await askFor(OWNER, freshAddress(), 'staff');
    const [token] = await mailedTokens();
    // Its mail and page speak of the staff account (the link says so), not of an owner's portal.
    const mail = await db.outboxEmail.findFirstOrThrow();
    expect(mail.subject).toBe('Choose a new password for site management');
    expect(mail.text).toContain('your staff account');
    expect(mail.text).toMatch(/\/en\/login\/new-password\/?\?token=[\w-]+&account=staff/);
    const response = await resetWith(token!, 'the staff secret');
    expect(await response.json()).toEqual({ done: true, kind: 'staff' });

    const [staffAfter, ownerAfter] = await Promise.all([
      db.staff.findUniqueOrThrow({ where: { id: staff.id }, omit: { passwordHash: false } }),
      db.owner.findUniqueOrThrow({ where: { id: ownerId }, omit: { passwordHash: false } }),
    ]);
    expect(await verifyPassword(staffAfter.passwordHash, 'the staff secret')).toBe(true);
    expect(await verifyPassword(ownerAfter.passwordHash, PASSWORD)).toBe(true);
    expect((await jwt({ token: session })).staffId).toBeUndefined();
  });

  it("writes an audit entry for an owner's and a staff member's reset, by account id, and none for a refused link", async () => {
    const staff = await db.staff.create({
      data: { email: 'staff@vitrine.example', name: 'Bert', role: 'admin', passwordHash: await hashPassword(PASSWORD) },
    });
    await askFor(OWNER);
    await askFor('staff@vitrine.example', freshAddress(), 'staff');
    const [ownerToken, staffToken] = await mailedTokens();
    expect((await resetWith('not-a-token-at-all-0123456789')).status).toBe(410);
    expect(await db.auditEntry.count()).toBe(0);

    expect((await resetWith(ownerToken!)).status).toBe(200);
    expect((await resetWith(staffToken!)).status).toBe(200);
    // Used again: refused, and not logged again.
    expect((await resetWith(ownerToken!)).status).toBe(410);
    const log = await db.auditEntry.findMany({
      orderBy: { id: 'asc' },
      select: { staffId: true, staffName: true, action: true, subject: true, detail: true },
    });
    // Nobody of the staff signed in for it: the link did it, which the log shows as such.
    expect(log).toEqual([
      { staffId: null, staffName: '', action: 'owner.password', subject: `owner:${ownerId}`, detail: null },
      { staffId: null, staffName: '', action: 'staff.password', subject: `staff:${staff.id}`, detail: null },
    ]);
  });
});

// A form the browser sent itself (docs/forms.md, owner sign-in): url-encoded, answered with a 303
// back to its page in its language and a notice; never anything typed in the address.
describe('the password forms sent without script', () => {
  function sendForm(route: 'forgot' | 'reset', fields: Record<string, string>, address = freshAddress()) {
    const handler = route === 'forgot' ? forgot : reset;
    return handler(
      new Request(`${SITE}/api/password/${route}/`, {
        method: 'POST',
        headers: {
          origin: SITE,
          host: 'localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  }

  const locationOf = (response: Response) => {
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.headers.get('location');
  };

  const addressOnly = (location: string | null, ...typed: string[]) => {
    for (const value of typed) {
      expect(location).not.toContain(value);
      expect(location).not.toContain(encodeURIComponent(value));
    }
  };

  async function passwordWorks(password: string) {
    const owner = await db.owner.findUniqueOrThrow({ where: { id: ownerId }, omit: { passwordHash: false } });
    return verifyPassword(owner.passwordHash, password);
  }

  it('asks for a link and says it was sent, on the page of its language', async () => {
    const response = await sendForm('forgot', { email: OWNER, locale: 'nl', kind: 'owner' });
    const location = locationOf(response);
    expect(location).toBe('/nl/login/wachtwoord-vergeten/?notice=sent');
    addressOnly(location, OWNER);
    const [token] = await mailedTokens();
    expect(token).toMatch(/^[\w-]{20,}$/);
    // In the language of the form.
    expect((await db.outboxEmail.findFirstOrThrow()).subject).toBe(
      'Kies een nieuw wachtwoord voor uw eigenaarsportaal',
    );
  });

  it('answers an unknown address the same, and a member of staff’s page as such', async () => {
    expect(locationOf(await sendForm('forgot', { email: 'nobody@example.com', locale: 'fr', kind: 'owner' }))).toBe(
      '/fr/login/mot-de-passe-oublie/?notice=sent',
    );
    expect(locationOf(await sendForm('forgot', { email: 'nobody@example.com', locale: 'fr', kind: 'staff' }))).toBe(
      '/fr/login/mot-de-passe-oublie/?account=staff&notice=sent',
    );
  });

  it('sends a malformed address back to its field, and the rate limit to the form’s alert', async () => {
    const malformed = await sendForm('forgot', { email: 'anne@', locale: 'nl', kind: 'owner' });
    expect(locationOf(malformed)).toBe('/nl/login/wachtwoord-vergeten/?notice=emailInvalid');
    addressOnly(malformed.headers.get('location'), 'anne@');
    expect(await db.passwordResetRequest.count()).toBe(0);

    const address = freshAddress();
    const locations = [];
    for (let i = 0; i < 6; i += 1)
      locations.push(locationOf(await sendForm('forgot', { email: `n${i}@example.com`, locale: 'de' }, address)));
    expect(locations.at(-2)).toBe('/de/login/passwort-vergessen/?notice=sent');
    expect(locations.at(-1)).toBe('/de/login/passwort-vergessen/?notice=failed');
  });

  it('falls back on an owner’s page in the site’s default language', async () => {
    const response = await sendForm('forgot', { email: 'anne@', locale: 'xx', kind: 'admin' });
    expect(locationOf(response)).toBe('/fr/login/mot-de-passe-oublie/?notice=emailInvalid');
  });

  it('sets the new password, drops the link’s cookie and says so', async () => {
    await askFor(OWNER);
    const [token] = await mailedTokens();
    const password = 'a brand new secret';
    const response = await sendForm('reset', { token: token!, password, confirmation: password, locale: 'nl' });
    const location = locationOf(response);
    expect(location).toBe('/nl/login/nieuw-wachtwoord/?notice=done');
    addressOnly(location, token!, password);
    expect(response.headers.getSetCookie()).toEqual([
      'vitrine-reset-link=; Path=/nl/login/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
    expect(await passwordWorks(password)).toBe(true);
    // Spent: the same link again says it is dead.
    const again = await sendForm('reset', { token: token!, password, confirmation: password, locale: 'nl' });
    expect(locationOf(again)).toBe('/nl/login/nieuw-wachtwoord/?notice=tokenInvalid');
  });

  it('says where a member of staff signs in once their password is set', async () => {
    await db.staff.create({
      data: { email: 'jan@vitrine.example', name: 'Jan', role: 'editor', passwordHash: await hashPassword(PASSWORD) },
    });
    await askFor('jan@vitrine.example', freshAddress(), 'staff');
    const [token] = await mailedTokens();
    const password = 'the staff secret';
    const response = await sendForm('reset', { token: token!, password, confirmation: password, locale: 'fr' });
    expect(locationOf(response)).toBe('/fr/login/nouveau-mot-de-passe/?account=staff&notice=done');
  });

  it('sends a refused password back to the form, with the link’s token in a cookie, not the address', async () => {
    await askFor(OWNER);
    const [token] = await mailedTokens();
    for (const [password, confirmation, notice] of [
      ['one secret here', 'another secret', 'passwordMismatch'],
      ['short', 'short', 'passwordTooShort'],
    ] as const) {
      const response = await sendForm('reset', { token: token!, password, confirmation, locale: 'nl', kind: 'staff' });
      const location = locationOf(response);
      expect(location).toBe(`/nl/login/nieuw-wachtwoord/?account=staff&notice=${notice}`);
      addressOnly(location, token!, password, confirmation);
      expect(response.headers.getSetCookie()).toEqual([
        `vitrine-reset-link=${token}; Path=/nl/login/; Max-Age=900; HttpOnly; SameSite=Lax`,
      ]);
    }
    expect(await passwordWorks(PASSWORD)).toBe(true);
    // The link still works for the corrected form.
    const password = 'a brand new secret';
    const done = await sendForm('reset', { token: token!, password, confirmation: password, locale: 'nl' });
    expect(locationOf(done)).toBe('/nl/login/nieuw-wachtwoord/?notice=done');
  });

  it('says a dead or malformed link is dead, keeping nothing', async () => {
    const password = 'a brand new secret';
    for (const token of ['not-a-token-at-all-0123456789', 'short', 'a b c d e f g h i j k l m n o p']) {
      const response = await sendForm('reset', { token, password, confirmation: password, locale: 'de' });
      expect(locationOf(response)).toBe('/de/login/neues-passwort/?notice=tokenInvalid');
      expect(response.headers.getSetCookie().join()).not.toContain(token);
    }
  });

  it('still answers the forms’ script in JSON', async () => {
    expect(await (await askFor('nobody@example.com')).json()).toEqual({ sent: true });
    const refused = await resetWith('not-a-token-at-all-0123456789');
    expect([refused.status, await refused.json()]).toEqual([410, { error: 'tokenInvalid' }]);
  });

  it('refuses a form posted from another site', async () => {
    const response = await forgot(
      new Request(`${SITE}/api/password/forgot/`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: OWNER, locale: 'fr' }).toString(),
      }),
    );
    expect(response.status).toBe(403);
    expect(await db.passwordResetRequest.count()).toBe(0);
  });
});
