// The import from the command line with REDIS_URL (lib/import/announce-after-import.ts): what it
// changed is recorded and published in Redis, where every server hears of it. Runs when
// TEST_REDIS_URL names a server (.ci/run starts one).
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { readTagExpiries } from '@/lib/cache/redis-tag-expiries';
import type { ImportChanges } from '@/lib/import/after-import';
import { announceAfterImport } from '@/lib/import/announce-after-import';
import type { Db } from '@/lib/prisma-client';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
// The announcement reads nothing of the database.
const noDb = {} as Db;
const changes = (updated: number[]): ImportChanges => ({
  created: [],
  updated,
  returned: [],
  withdrawn: [],
  references: false,
  projects: false,
  slots: [],
});

describe.skipIf(!TEST_REDIS_URL)(
  TEST_REDIS_URL ? 'the import announced in Redis' : 'the import announced in Redis (skipped: set TEST_REDIS_URL)',
  () => {
    it('records the tags of what it changed, at the time it ends', async () => {
      // A property id no demo feed holds: no other test expires its tag.
      const id = 900_000 + Math.floor(Math.random() * 99_999);
      const before = Date.now();

      await announceAfterImport(TEST_REDIS_URL!).run(noDb, changes([id]));

      const redis = new Redis(TEST_REDIS_URL!);
      try {
        const expiries = await readTagExpiries(redis, Date.now());
        expect(expiries.get(`property:${id}`)).toBeGreaterThanOrEqual(before);
        expect(expiries.get('listings')).toBeGreaterThanOrEqual(before);
      } finally {
        redis.disconnect();
      }
    });
  },
);

describe('the import announced in Redis, Redis unreachable', () => {
  it('fails its step, which the report then shows', async () => {
    await expect(announceAfterImport('redis://127.0.0.1:1').run(noDb, changes([41001]))).rejects.toThrow();
  });
});
