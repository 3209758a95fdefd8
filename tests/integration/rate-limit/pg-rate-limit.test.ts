// Rate limits across app instances on one PostgreSQL database: two clients with their own
// connection pools stand for two instances behind a load balancer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { createTestDatabase, dropTestDatabases, TEST_POSTGRES_URL } from '../support/test-database';

const instances: Db[] = [];

beforeAll(async () => {
  if (!TEST_POSTGRES_URL) return;
  const url = await createTestDatabase('postgresql');
  instances.push(createDbClient(url), createDbClient(url));
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((db) => db.$disconnect()));
  if (TEST_POSTGRES_URL) await dropTestDatabases();
}, 60_000);

describe.skipIf(!TEST_POSTGRES_URL)(
  TEST_POSTGRES_URL ? 'rate limits on PostgreSQL' : 'rate limits on PostgreSQL (skipped: set TEST_POSTGRES_URL)',
  () => {
    it('hold across instances, even when they count at the same moment', async () => {
      const rule = { name: 'login', points: 10, windowSeconds: 60 };
      const [a, b] = instances.map((db) => createRateLimiter(rule, { db }));
      if (!a || !b) throw new Error('two instances');

      // 30 attempts at once, spread over both instances: exactly 10 may pass.
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) => (index % 2 ? a : b).consume('203.0.113.5')),
      );

      expect(results.filter((result) => result.allowed)).toHaveLength(10);
    });
  },
);
