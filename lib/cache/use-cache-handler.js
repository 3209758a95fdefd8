// @ts-check
// The handler of Next's `'use cache'` data (next.config.ts, `cacheHandlers.default`), which Next
// imports itself, uncompiled, in each server process and in `next build`'s workers. With REDIS_URL,
// the data and its tag expiries are shared by every server through Redis
// (lib/cache/redis-cache-handler.js); without it, or while building (a build's data must not reach
// the servers' cache), Next's own in-memory handler, at 32 MB rather than its default 50: the
// server's memory budget (docs/caching.md, memory).
// Next's own handler, from its build output (tests/integration/cache/redis-cache-handler.test.ts uses it too).
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
import { createRedisCacheHandler } from './redis-cache-handler.js';
import { connectRedis } from './redis-tag-expiries.js';

const memory = createDefaultCacheHandler(32 * 1024 * 1024);
const redisUrl = process.env.REDIS_URL;
const building = process.env.NEXT_PHASE === 'phase-production-build';

export default redisUrl && !building
  ? createRedisCacheHandler({
      redis: connectRedis(redisUrl, 'data cache'),
      subscriber: connectRedis(redisUrl, 'data cache expiries'),
      memory,
    })
  : memory;
