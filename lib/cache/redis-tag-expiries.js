// @ts-check
// Tag expiries shared by every server through Redis (docs/caching.md, several servers): each one is
// recorded, so that a server that starts or reconnects reads what it missed, and published, so
// that the running servers learn of it at once. JavaScript, not TypeScript: Next imports the data
// cache's handler (lib/cache/use-cache-handler.js), which uses this module, as it is, in plain Node
// (during `next build` too).
import { Redis } from 'ioredis';
import { z } from 'zod';

/** The channel every server listens on: `{"tags":[…],"at":<ms>}` per expiry. */
export const TAG_EXPIRY_CHANNEL = 'vitrine:cache:tag-expiry';
/** Sorted set of the tags expired lately, each scored with the time of its last expiry. */
const EXPIRIES_KEY = 'vitrine:cache:tag-expiries';
const DAY_MS = 24 * 3600_000;
/** The longest an entry of the data cache stays in Redis (lib/cache/redis-cache-handler.js). */
export const LONGEST_ENTRY_MS = 30 * DAY_MS;
/** How long an expiry is recorded: longer than any entry it could expire lives. */
const KEPT_MS = LONGEST_ENTRY_MS + DAY_MS;

const expirySchema = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1),
  at: z.number().int().nonnegative(),
});

/** @typedef {z.infer<typeof expirySchema>} TagExpiry */

/**
 * A connection that never holds a render for long: a command fails at once while Redis is not
 * connected and after a second without an answer (the caller then does without Redis), and the
 * client reconnects by itself. A lost and a regained connection are logged once each.
 * @param {string} url
 * @param {string} role what the connection is for, in its log lines
 * @returns {Redis}
 */
export function connectRedis(url, role) {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lost = false;
  redis.on('error', (/** @type {Error} */ error) => {
    if (!lost) console.error(`Redis (${role}) unreachable: ${error.message}; this server does without it meanwhile.`);
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) console.log(`Redis (${role}) reached again.`);
    lost = false;
  });
  return redis;
}

/**
 * Records that `tags` expired at `at` (milliseconds since the epoch) and tells every server, in one
 * transaction: a server either reads the expiry when it next reloads them or receives it.
 * @param {Redis} redis
 * @param {readonly string[]} tags
 * @param {number} at
 */
export async function announceTagExpiry(redis, tags, at) {
  if (tags.length === 0) return;
  const results = await redis
    .multi()
    // GT: of two expiries of a tag, the later counts, whichever server's clock wrote it first.
    .zadd(EXPIRIES_KEY, 'GT', ...tags.flatMap((tag) => [at, tag]))
    .zremrangebyscore(EXPIRIES_KEY, '-inf', at - KEPT_MS)
    .publish(TAG_EXPIRY_CHANNEL, JSON.stringify({ tags, at }))
    .exec();
  const failure = results?.find(([error]) => error !== null);
  if (failure) throw failure[0];
}

/**
 * The expiries recorded lately: each tag with the time of its last expiry.
 * @param {Redis} redis
 * @param {number} now
 * @returns {Promise<Map<string, number>>}
 */
export async function readTagExpiries(redis, now) {
  const flat = await redis.zrangebyscore(EXPIRIES_KEY, now - KEPT_MS, '+inf', 'WITHSCORES');
  const expiries = new Map();
  for (let index = 0; index < flat.length; index += 2) expiries.set(flat[index], Number(flat[index + 1]));
  return expiries;
}

/**
 * An expiry as published, or null for a message this module did not write.
 * @param {string} message
 * @returns {TagExpiry | null}
 */
export function parseTagExpiry(message) {
  try {
    const parsed = expirySchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onExpiry` with each expiry published from now on, on `subscriber` (a connection of its
 * own: a subscribed connection takes no other command), and `onSubscribed` each time the
 * subscription starts or starts again after a lost connection, when expiries may have been missed.
 * @param {Redis} subscriber
 * @param {(expiry: TagExpiry) => void} onExpiry
 * @param {() => void} [onSubscribed]
 */
export function followTagExpiries(subscriber, onExpiry, onSubscribed) {
  subscriber.on('ready', () => {
    subscriber.subscribe(TAG_EXPIRY_CHANNEL).then(
      () => onSubscribed?.(),
      // The connection failed again: its next 'ready' subscribes.
      () => {},
    );
  });
  subscriber.on('message', (/** @type {string} */ channel, /** @type {string} */ message) => {
    if (channel !== TAG_EXPIRY_CHANNEL) return;
    const expiry = parseTagExpiry(message);
    if (expiry) onExpiry(expiry);
  });
}
