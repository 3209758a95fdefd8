// The growing delay after failed sign-ins is kept per account and address: whoever knows an
// owner's e-mail can slow down only their own attempts, not the owner's from elsewhere.
import { describe, expect, it } from 'vitest';
import { authenticateOwner } from '@/lib/auth/authenticate';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/prisma-client';
import { testDatabaseHooks } from './support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const EMAIL = 'anne@vitrine.example';
const PASSWORD = 'correct horse battery';
const ATTACKER = '198.51.100.66';
const OWNER_AT_HOME = '203.0.113.10';

async function withOwner(): Promise<Db> {
  const db = await freshDb();
  await db.owner.create({ data: { email: EMAIL, name: 'Anne', passwordHash: await hashPassword(PASSWORD) } });
  return db;
}

const failuresFrom = async (db: Db) => (await db.signInFailure.findMany()).map((row) => row.failures);

describe('failed sign-ins', () => {
  it('lock the attacking address out of the account, not the owner signing in from another address', async () => {
    const db = await withOwner();
    const now = new Date('2026-11-23T10:00:00Z');
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await authenticateOwner(db, EMAIL, 'guess', ATTACKER, now));
    expect(results.slice(0, 4)).toEqual(Array(4).fill({ ok: false, reason: 'invalid' }));
    expect(results[5]).toEqual({ ok: false, reason: 'locked', minutes: 1 });

    // The right password from the attacking address waits too: the delay holds whatever is tried.
    expect(await authenticateOwner(db, EMAIL, PASSWORD, ATTACKER, now)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await authenticateOwner(db, EMAIL, PASSWORD, OWNER_AT_HOME, now)).toMatchObject({ ok: true });
  });

  it('are forgotten for that address once it signs in', async () => {
    const db = await withOwner();
    await authenticateOwner(db, EMAIL, 'guess', OWNER_AT_HOME);
    await authenticateOwner(db, EMAIL, 'guess', ATTACKER);
    expect(await authenticateOwner(db, EMAIL, PASSWORD, OWNER_AT_HOME)).toMatchObject({ ok: true });
    expect(await failuresFrom(db)).toEqual([1]);
  });

  it('are all counted when they arrive at the same moment', async () => {
    const db = await withOwner();
    await Promise.all(Array.from({ length: 10 }, () => authenticateOwner(db, EMAIL, 'guess', ATTACKER)));
    expect(await failuresFrom(db)).toEqual([10]);
  });
});
