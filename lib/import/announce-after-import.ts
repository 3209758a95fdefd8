import { Redis } from 'ioredis';
import { announceTagExpiry } from '@/lib/cache/redis-tag-expiries';
import type { AfterImportListener } from './after-import';
import { importCacheTags } from './cache-tags';

/**
 * The after-import step of the command line with REDIS_URL: records in Redis what the import
 * changed and publishes it, so that every server's data cache and kept pages drop it
 * (docs/caching.md, several servers). Redis unreachable makes the step fail: the import stands, the
 * report says so, and the servers show the change once their entries' life ends.
 */
export function announceAfterImport(redisUrl: string): AfterImportListener {
  return {
    name: 'cache of running servers',
    run: async (_db, changes) => {
      const tags = importCacheTags(changes);
      if (tags.length === 0) return;
      // One try, no reconnecting: a command-line run must end.
      const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 5000, retryStrategy: () => null });
      // A failed connection rejects connect() below, which the report shows.
      redis.on('error', () => {});
      try {
        await redis.connect();
        await announceTagExpiry(redis, tags, Date.now());
      } finally {
        redis.disconnect();
      }
    },
  };
}
