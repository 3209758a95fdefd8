import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './create-rate-limiter';

export type { RateLimiter, RateLimitResult, RateLimitRule } from './create-rate-limiter';

/**
 * A limiter on the app's database (or REDIS_URL's server). Create it once per rule, at module
 * level: each limiter schedules the clean-up of its expired rows.
 */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  return createRateLimiter(rule, { db, redisUrl: env().REDIS_URL });
}
