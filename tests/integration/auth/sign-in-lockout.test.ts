// The growing delay after failed sign-ins is kept per e-mail and address: whoever knows an
// owner's or a member of staff's e-mail can slow down only their own attempts, not the account
// holder's from elsewhere. Owners and staff are separate accounts, even under one e-mail. An
// e-mail without an account is counted and locked the same way, after the same work, so neither
// the answers nor their timing tell which addresses have an account.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountKind } from '@/lib/auth/account';
import { authenticate } from '@/lib/auth/authenticate';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';
import { testDatabaseHooks } from '../support/test-database-hooks';

// The real checks, counted: scrypt is what makes a sign-in slow, so each answer must cost one.
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const { freshDb } = testDatabaseHooks();
beforeEach(() => vi.mocked(verifyPassword).mockClear());

const EMAIL = 'anne@vitrine.example';
const PASSWORD = 'correct horse battery';
const ATTACKER = '198.51.100.66';
const AT_HOME = '203.0.113.10';

async function withAccount(kind: AccountKind, extra: { disabledAt?: Date } = {}): Promise<Db> {
  const db = await freshDb();
  const data = { email: EMAIL, name: 'Anne', passwordHash: await hashPassword(PASSWORD), ...extra };
  if (kind === 'owner') await db.owner.create({ data });
  else await db.staff.create({ data: { ...data, role: 'editor' } });
  return db;
}

const failuresFrom = async (db: Db) => (await db.signInFailure.findMany()).map((row) => row.failures);

describe.each(['owner', 'staff'] as const)('failed sign-ins of an %s', (kind) => {
  const signIn = (db: Db, password: string, address: string, now?: Date) =>
    authenticate(db, kind, EMAIL, password, address, now);

  it('lock the attacking address out of the account, not the holder signing in from another address', async () => {
    const db = await withAccount(kind);
    const now = new Date('2026-11-23T10:00:00Z');
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await signIn(db, 'guess', ATTACKER, now));
    expect(results.slice(0, 4)).toEqual(Array(4).fill({ ok: false, reason: 'invalid' }));
    expect(results[5]).toEqual({ ok: false, reason: 'locked', minutes: 1 });

    // The right password from the attacking address waits too: the delay holds whatever is tried.
    expect(await signIn(db, PASSWORD, ATTACKER, now)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await signIn(db, PASSWORD, AT_HOME, now)).toMatchObject({ ok: true, account: { kind, email: EMAIL } });
  });

  it('are forgotten for that address once it signs in', async () => {
    const db = await withAccount(kind);
    await signIn(db, 'guess', AT_HOME);
    await signIn(db, 'guess', ATTACKER);
    expect(await signIn(db, PASSWORD, AT_HOME)).toMatchObject({ ok: true });
    expect(await failuresFrom(db)).toEqual([1]);
  });

  it('are all counted when they arrive at the same moment', async () => {
    const db = await withAccount(kind);
    await Promise.all(Array.from({ length: 10 }, () => signIn(db, 'guess', ATTACKER)));
    expect(await failuresFrom(db)).toEqual([10]);
  });

  it('include a disabled account: the right password is refused like a wrong one', async () => {
    const db = await withAccount(kind, { disabledAt: new Date() });
    expect(await signIn(db, PASSWORD, AT_HOME)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('of an e-mail without an account get the same answers as those of an account, up to the lock', async () => {
    const db = await withAccount(kind);
    const now = new Date('2026-11-23T10:00:00Z');
    const answers = async (email: string) => {
      const results = [];
      for (let i = 0; i < 6; i += 1) results.push(await authenticate(db, kind, email, 'guess', ATTACKER, now));
      return results;
    };
    const known = await answers(EMAIL);
    const unknown = await answers('nobody@vitrine.example');
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toEqual({ ok: false, reason: 'locked', minutes: 1 });
    // Another address is not slowed down, for either.
    expect(await authenticate(db, kind, 'nobody@vitrine.example', 'guess', AT_HOME, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('are stored without the e-mail or the address in clear', async () => {
    const db = await withAccount(kind);
    await signIn(db, 'guess', ATTACKER);
    await authenticate(db, kind, 'Nobody@Vitrine.example ', 'guess', ATTACKER);
    await authenticate(db, kind, 'nobody@vitrine.example', 'guess', ATTACKER);
    const rows = await db.signInFailure.findMany({ orderBy: { failures: 'asc' } });
    expect(rows.map((row) => row.failures)).toEqual([1, 2]);
    const stored = JSON.stringify(rows);
    for (const secret of [EMAIL, 'nobody@vitrine.example', ATTACKER])
      expect(stored.toLowerCase()).not.toContain(secret);
  });

  it('each cost one password check, whatever the answer', async () => {
    const disabled = await withAccount(kind, { disabledAt: new Date() });
    const db = await withAccount(kind);
    const now = new Date('2026-11-23T10:00:00Z');
    const checksOf = async (attempt: () => Promise<unknown>) => {
      vi.mocked(verifyPassword).mockClear();
      await attempt();
      return vi.mocked(verifyPassword).mock.calls.length;
    };
    expect(await checksOf(() => signIn(db, PASSWORD, AT_HOME, now))).toBe(1);
    expect(await checksOf(() => signIn(db, 'guess', ATTACKER, now))).toBe(1);
    expect(await checksOf(() => authenticate(db, kind, 'nobody@vitrine.example', 'guess', ATTACKER, now))).toBe(1);
    expect(await checksOf(() => signIn(disabled, PASSWORD, AT_HOME, now))).toBe(1);
    for (let i = 0; i < 5; i += 1) await signIn(db, 'guess', ATTACKER, now);
    expect(await checksOf(() => signIn(db, 'guess', ATTACKER, now))).toBe(1);
  });
});

it('an owner e-mail is no staff account, nor the other way round', async () => {
  const db = await withAccount('owner');
  expect(await authenticate(db, 'staff', EMAIL, PASSWORD, AT_HOME)).toEqual({ ok: false, reason: 'invalid' });
  expect(await authenticate(db, 'owner', EMAIL, PASSWORD, AT_HOME)).toMatchObject({ ok: true });
});
