// Rate limits for forms and sign-in (used by lib/auth and the form routes). Counters live where
// every app instance sees them: in the database (table RateLimit, on SQLite or PostgreSQL alike),
// or in Redis when REDIS_URL is set, so a limit holds behind a load balancer. If the store fails,
// an in-memory limiter of the same rule takes over for that instance: a store hiccup must neither
// lock everyone out nor let everyone through.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPrisma, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@/lib/prisma-client';

export type RateLimitRule = {
  /** Names the counters, e.g. "login" or "form:contact"; two rules never share a counter. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refuse for this long (default: until the window ends). */
  blockSeconds?: number;
};

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt (or `points`) for `key` (an IP address, an e-mail…). */
  consume(key: string, points?: number): Promise<RateLimitResult>;
  /** Forgets `key`'s attempts, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
};

export type RateLimitStore = { db: Db; redisUrl?: string };

/**
 * Keys are stored hashed: the table then holds no IP address or e-mail address, only counters.
 * The rule's name is part of the hash, so equal keys of two rules stay apart.
 */
function storedKey(rule: RateLimitRule, key: string): string {
  return createHash('sha256').update(`${rule.name}\n${key}`).digest('base64url').slice(0, 32);
}

// One connection per Redis server for all the rules of a process.
const redisClients = new Map<string, Redis>();

function redisClient(url: string): Redis {
  let client = redisClients.get(url);
  if (!client) {
    // A command waits for the connection (so the first requests after start-up count in Redis
    // too) but never long: past a second, or one failed reconnect, the in-memory insurance
    // limiter answers instead of the request hanging on an unreachable Redis.
    client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 1000 });
    client.on('error', () => {}); // Reconnects by itself; each failed command is handled below.
    redisClients.set(url, client);
  }
  return client;
}

export function createRateLimiter(rule: RateLimitRule, store: RateLimitStore): RateLimiter {
  const window = { points: rule.points, duration: rule.windowSeconds, blockDuration: rule.blockSeconds ?? 0 };
  const options = { ...window, insuranceLimiter: new RateLimiterMemory(window) };
  const limiter = store.redisUrl
    ? new RateLimiterRedis({ ...options, storeClient: redisClient(store.redisUrl), keyPrefix: 'vitrine-rl' })
    : new RateLimiterPrisma({
        ...options,
        storeClient: store.db,
        // The Prisma client's property for model RateLimit.
        tableName: 'rateLimit',
      });

  return {
    async consume(key, points = 1) {
      try {
        const result = await limiter.consume(storedKey(rule, key), points);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (refusal) {
        // Over the limit, the limiter rejects with its result; anything else is a real error.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async reset(key) {
      await limiter.delete(storedKey(rule, key));
    },
  };
}
