// "Forgot your password?" end to end through the route handlers, on the test database of the run
// (SQLite, or PostgreSQL in the PostgreSQL run); each password set through a link is in the audit log.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { countingWrites } from './support/count-writes';
import { createTestDatabase, dropTestDatabases, prepareTestDatabases } from './support/test-database';

vi.mock('server-only', () => ({}));
// The route starts the mail work after answering; the tests run it themselves, when they choose.
vi.mock('@/lib/auth/reset-mail-worker', () => ({ sendResetMails: () => Promise.resolve() }));
vi.setConfig({ testTimeout: 60_000 });

const SITE = 'http://localhost:3000';
const OWNER = 'anne@vitrine.example';
const PASSWORD = 'correct horse battery';

let db: Db;
let forgot: (request: Request) => Promise<Response>;
let reset: (request: Request) => Promise<Response>;
let processResetRequests: typeof import('@/lib/auth/reset-requests').processResetRequests;
let jwt: (params: { token: Record<string, unknown>; user?: unknown }) => Promise<Record<string, unknown>>;
let ownerId: number;

beforeAll(async () => {
  await prepareTestDatabases();
  // lib/db reads DATABASE_URL when it is first imported, from the route handlers below.
  process.env.DATABASE_URL = await createTestDatabase();
  process.env.SITE_URL = SITE;
  process.env.TRUST_PROXY = '0';
  db = createDbClient(process.env.DATABASE_URL);
  ({ POST: forgot } = await import('@/app/api/password/forgot/route'));
  ({ POST: reset } = await import('@/app/api/password/reset/route'));
  ({ processResetRequests } = await import('@/lib/auth/reset-requests'));
  const { authOptions } = await import('@/lib/auth/options');
  jwt = authOptions.callbacks!.jwt as unknown as typeof jwt;
}, 120_000);

beforeEach(async () => {
  await db.auditEntry.deleteMany();
  await db.passwordResetToken.deleteMany();
  await db.passwordResetRequest.deleteMany();
  await db.outboxEmail.deleteMany();
  await db.rateLimit.deleteMany();
  await db.owner.deleteMany();
  await db.staff.deleteMany();
  const owner = await db.owner.create({
    data: { email: OWNER, name: 'Anne', passwordHash: await hashPassword(PASSWORD) },
  });
  ownerId = owner.id;
});

afterAll(async () => {
  await db.$disconnect();
  await dropTestDatabases();
}, 60_000);

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
