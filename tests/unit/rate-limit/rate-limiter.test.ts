// The limiter on a real SQLite database; tests/integration/rate-limit/pg-rate-limit.test.ts runs the
// cross-instance case on PostgreSQL. Two Prisma clients on one database stand for two app instances.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { createRateLimiter, type RateLimitRule } from '@/lib/rate-limit/create-rate-limiter';
import { migrate } from '@/scripts/db/migrate';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitrine-rate-limit-'));
const url = `file:${path.join(scratch, 'limits.db')}`;
let instanceA: Db;
let instanceB: Db;
let rules = 0;

/** A rule of its own per test, so counters never leak between tests. */
const rule = (overrides: Partial<RateLimitRule> = {}): RateLimitRule => ({
  name: `test-${++rules}`,
  points: 3,
  windowSeconds: 60,
  ...overrides,
});

beforeAll(async () => {
  await migrate(url);
  instanceA = createDbClient(url);
  instanceB = createDbClient(url);
}, 60_000);

afterAll(async () => {
  await instanceA.$disconnect();
  await instanceB.$disconnect();
});

describe('createRateLimiter on the database', () => {
  it('allows the rule’s attempts, then refuses until the window ends', async () => {
    const limiter = createRateLimiter(rule(), { db: instanceA });

    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) results.push(await limiter.consume('203.0.113.7'));

    expect(results.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ]);
    expect(results[3]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const refusal = results[3] as { retryAfterSeconds: number };
    expect(refusal.retryAfterSeconds).toBeGreaterThan(55);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts the attempts of every instance together', async () => {
    const shared = rule({ points: 4 });
    const onA = createRateLimiter(shared, { db: instanceA });
    const onB = createRateLimiter(shared, { db: instanceB });

    await onA.consume('owner@vitrine.example');
    await onB.consume('owner@vitrine.example');
    await onA.consume('owner@vitrine.example');
    await onB.consume('owner@vitrine.example');

    expect(await onA.consume('owner@vitrine.example')).toMatchObject({ allowed: false });
    expect(await onB.consume('owner@vitrine.example')).toMatchObject({ allowed: false });
  });

  it('keeps keys and rules apart', async () => {
    const login = createRateLimiter(rule({ points: 1 }), { db: instanceA });
    const contact = createRateLimiter(rule({ points: 1 }), { db: instanceA });

    expect(await login.consume('198.51.100.1')).toMatchObject({ allowed: true });
    expect(await login.consume('198.51.100.2')).toMatchObject({ allowed: true });
    expect(await contact.consume('198.51.100.1')).toMatchObject({ allowed: true });
    expect(await login.consume('198.51.100.1')).toMatchObject({ allowed: false });
  });

  it('blocks for blockSeconds once over the limit', async () => {
    const limiter = createRateLimiter(rule({ points: 1, windowSeconds: 5, blockSeconds: 600 }), { db: instanceA });

    await limiter.consume('192.0.2.9');
    const refusal = await limiter.consume('192.0.2.9');

    expect(refusal).toMatchObject({ allowed: false });
    expect((refusal as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(590);
  });

  it('allows again when the window has passed', async () => {
    const limiter = createRateLimiter(rule({ points: 1, windowSeconds: 60 }), { db: instanceA });

    await limiter.consume('192.0.2.10');
    expect(await limiter.consume('192.0.2.10')).toMatchObject({ allowed: false });
    // The window is measured on the clock the limiter reads: move it on instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await limiter.consume('192.0.2.10')).toMatchObject({ allowed: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a key on reset', async () => {
    const limiter = createRateLimiter(rule({ points: 1 }), { db: instanceA });
    await limiter.consume('owner@vitrine.example');

    await limiter.reset('owner@vitrine.example');

    expect(await limiter.consume('owner@vitrine.example')).toMatchObject({ allowed: true });
  });

  it('stores no IP address or e-mail address', async () => {
    const limiter = createRateLimiter(rule(), { db: instanceA });
    await limiter.consume('owner@vitrine.example');
    await limiter.consume('203.0.113.77');

    const keys = (await instanceA.rateLimit.findMany()).map((row) => row.key);

    expect(keys.join(' ')).not.toMatch(/vitrine|203\.0\.113/);
  });

  it('still limits, in memory, when the database fails', async () => {
    // A database without the RateLimit table: every store query fails.
    const broken = createDbClient(`file:${path.join(scratch, 'empty.db')}`);
    const limiter = createRateLimiter(rule({ points: 2 }), { db: broken });

    const results = [];
    for (let attempt = 0; attempt < 3; attempt += 1) results.push((await limiter.consume('192.0.2.1')).allowed);

    expect(results).toEqual([true, true, false]);
    await broken.$disconnect();
  });
});
