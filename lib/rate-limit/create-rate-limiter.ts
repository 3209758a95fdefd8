// Rate limits for forms and sign-in (used by lib/auth and the form routes). Counters live where
// every app instance sees them: in the database (table RateLimit, on SQLite or PostgreSQL alike),
// so a limit holds behind a load balancer. If the store fails, an in-memory limiter of the same
// rule takes over for that instance: a database hiccup must neither lock everyone out nor let
// everyone through.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
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

export function createRateLimiter(rule: RateLimitRule, store: RateLimitStore): RateLimiter {
  if (store.redisUrl) {
    // No Redis client is installed (docs/operations.md): refusing beats silently ignoring the setting.
    throw new Error(
      'REDIS_URL is set, but this build has no Redis client (the "ioredis" package). ' +
        'Unset REDIS_URL to keep rate limits in the database, which every instance shares.',
    );
  }
  const options = {
    points: rule.points,
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  const limiter = new RateLimiterPrisma({
    ...options,
    storeClient: store.db,
    // The Prisma client's property for model RateLimit.
    tableName: 'rateLimit',
    insuranceLimiter: new RateLimiterMemory(options),
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
