// Rate limits in Redis (REDIS_URL): two clients of one server stand for two app instances.
// Runs when TEST_REDIS_URL names a server (.ci/run starts one); skipped otherwise, like the
// PostgreSQL tests.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/prisma-client';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
// Redis is the store: the database is never touched.
const noDb = {} as Db;

describe.skipIf(!TEST_REDIS_URL)(
  TEST_REDIS_URL ? 'rate limits in Redis' : 'rate limits in Redis (skipped: set TEST_REDIS_URL)',
  () => {
    it('hold across instances, even when they count at the same moment', async () => {
      const rule = { name: `login-${randomUUID()}`, points: 10, windowSeconds: 60 };
      const server = new URL(TEST_REDIS_URL!);
      // The same server under two host names: two connections, as two instances would have.
      const other = new URL(TEST_REDIS_URL!);
      other.hostname = server.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      const a = createRateLimiter(rule, { db: noDb, redisUrl: server.toString() });
      const b = createRateLimiter(rule, { db: noDb, redisUrl: other.toString() });

      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) => (index % 2 ? a : b).consume('203.0.113.5')),
      );

      expect(results.filter((result) => result.allowed)).toHaveLength(10);
      const refused = results.find((result) => !result.allowed);
      expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('forgets a key on reset', async () => {
      const limiter = createRateLimiter(
        { name: `reset-${randomUUID()}`, points: 1, windowSeconds: 60 },
        { db: noDb, redisUrl: TEST_REDIS_URL },
      );
      expect((await limiter.consume('a@b.be')).allowed).toBe(true);
      expect((await limiter.consume('a@b.be')).allowed).toBe(false);
      await limiter.reset('a@b.be');
      expect((await limiter.consume('a@b.be')).allowed).toBe(true);
    });
  },
);

describe('rate limits with Redis unreachable', () => {
  it('still count, per instance, instead of refusing everyone or letting everyone through', async () => {
    const limiter = createRateLimiter(
      { name: 'down', points: 3, windowSeconds: 60 },
      // A port nothing listens on.
      { db: noDb, redisUrl: 'redis://127.0.0.1:1' },
    );
    const results = [];
    for (let attempt = 0; attempt < 5; attempt += 1) results.push((await limiter.consume('198.51.100.9')).allowed);
    expect(results).toEqual([true, true, true, false, false]);
  });
});
