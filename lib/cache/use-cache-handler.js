// @ts-check
// The handler of Next's `'use cache'` data (next.config.ts, `cacheHandlers.default`), which Next
// imports itself, uncompiled, in each server process and in `next build`'s workers. With REDIS_URL,
// the data and its tag expiries are shared by every server through Redis
// (lib/cache/redis-cache-handler.js); without it, or while building (a build's data must not reach
// the servers' cache), in this process's memory (lib/cache/memory-cache-handler.js), 32 MB rather
// than Next's default 50: the server's memory budget (docs/caching.md, memory).
import { createMemoryCacheHandler } from './memory-cache-handler.js';
import { createRedisCacheHandler } from './redis-cache-handler.js';
import { connectRedis } from './redis-tag-expiries.js';

const memory = createMemoryCacheHandler(32 * 1024 * 1024);
const redisUrl = process.env.REDIS_URL;
const building = process.env.NEXT_PHASE === 'phase-production-build';

export default redisUrl && !building
  ? createRedisCacheHandler({
      redis: connectRedis(redisUrl, 'data cache'),
      subscriber: connectRedis(redisUrl, 'data cache expiries'),
      memory,
    })
  : memory;
