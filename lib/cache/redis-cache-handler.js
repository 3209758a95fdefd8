// @ts-check
// Next's `'use cache'` data shared by every server through Redis (docs/caching.md, several servers),
// over this process's memory: an entry is read from memory, else from Redis (and kept in memory
// from then on), and written to both. Tag expiries go through Redis too
// (lib/cache/redis-tag-expiries.js): one made here is recorded and published, one made elsewhere
// lands in Next's manifest of expired tags, which every read of memory consults. While Redis is
// unreachable, or slow, this process works from memory alone, as a server without Redis does, and
// sends the expiries made meanwhile once Redis is back.
import { createHash } from 'node:crypto';
// Next's manifest of expired tags, which the in-memory handler reads
// (lib/cache/memory-cache-handler.js): a module of Next's own, not of its public API
// (tests/integration/cache/redis-cache-handler.test.ts fails if it moves or changes).
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { ownBytesOf, streamOf } from './own-bytes.js';
import { announceTagExpiry, followTagExpiries, LONGEST_ENTRY_MS, readTagExpiries } from './redis-tag-expiries.js';

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {import('ioredis').Redis} Redis */

/** How long Redis is left alone after a command failed or took too long. */
const PAUSE_AFTER_FAILURE_MS = 5000;

/**
 * Next's cache keys hold the arguments of the cached function: hashed, the keys stay short.
 * @param {string} cacheKey
 */
const entryKey = (cacheKey) => `vitrine:cache:entry:${createHash('sha256').update(cacheKey).digest('base64url')}`;

/**
 * The entry Redis holds as `meta` and `value`, or undefined when it holds none (or one this
 * handler did not write).
 * @param {(Buffer | null)[]} fields
 * @returns {CacheEntry | undefined}
 */
function storedEntry([meta, value]) {
  if (!meta || !value) return undefined;
  try {
    return { ...JSON.parse(meta.toString()), value: streamOf(value) };
  } catch {
    return undefined;
  }
}

/**
 * Records an expiry made on another server, or by the import from the command line, in Next's
 * manifest of expired tags: entries of the tag made before `at` are no longer served. Across servers
 * every expiry is immediate (the site expires its tags at once: lib/cache/expire.ts).
 * @param {string} tag
 * @param {number} at
 */
function learnExpiry(tag, at) {
  const known = tagsManifest.get(tag);
  if ((known?.expired ?? 0) < at) tagsManifest.set(tag, { ...known, expired: at });
}

/**
 * @param {{ redis: Redis; subscriber: Redis; memory: CacheHandler }} options `redis` for commands,
 *   `subscriber` for the expiries of other servers, `memory` the in-process handler in front
 * @returns {CacheHandler}
 */
export function createRedisCacheHandler({ redis, subscriber, memory }) {
  let pausedUntil = 0;
  // Expiries published while this process was not subscribed are read from Redis once it is.
  let reloadDue = false;
  /** @type {Map<string, number>} Expiries made here that Redis did not take: announced once it answers. */
  const unsent = new Map();
  /** @type {Map<string, Promise<unknown>>} Entries being written, which a read of the same key waits for. */
  const writing = new Map();

  /**
   * `command`'s answer, or undefined when Redis is not connected, failed or took too long.
   * @template T
   * @param {() => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async function attempt(command) {
    if (redis.status !== 'ready' || Date.now() < pausedUntil) return undefined;
    try {
      return await command();
    } catch {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      return undefined;
    }
  }

  async function announceUnsent() {
    /** @type {Map<number, string[]>} */
    const byTime = new Map();
    for (const [tag, at] of unsent) byTime.set(at, [...(byTime.get(at) ?? []), tag]);
    for (const [at, tags] of byTime) {
      if (!(await attempt(() => announceTagExpiry(redis, tags, at).then(() => true)))) return;
      for (const tag of tags) if (unsent.get(tag) === at) unsent.delete(tag);
    }
  }

  async function reloadExpiries() {
    const expiries = await attempt(() => readTagExpiries(redis, Date.now()));
    if (!expiries) return;
    reloadDue = false;
    for (const [tag, at] of expiries) learnExpiry(tag, at);
  }

  followTagExpiries(
    subscriber,
    ({ tags, at }) => tags.forEach((tag) => learnExpiry(tag, at)),
    () => (reloadDue = true),
  );

  return {
    async get(cacheKey, softTags) {
      await writing.get(cacheKey);
      const kept = await memory.get(cacheKey, softTags);
      if (kept) return kept;
      const fields = await attempt(() => redis.hmgetBuffer(entryKey(cacheKey), 'meta', 'value'));
      const entry = fields && storedEntry(fields);
      if (!entry) return undefined;
      // Kept in memory as it was made elsewhere; memory then judges it as its own entries: by its
      // age and the expiries of its tags.
      await memory.set(cacheKey, Promise.resolve(entry));
      return memory.get(cacheKey, softTags);
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let written = () => {};
      const mine = new Promise((resolve) => (written = () => resolve(undefined)));
      writing.set(cacheKey, mine);
      try {
        const { value: stream, ...meta } = await pendingEntry;
        const value = await ownBytesOf(stream);
        await memory.set(cacheKey, Promise.resolve({ ...meta, value: streamOf(value) }));
        written();
        // As the in-memory handler: an entry of no life is not kept, and none is served after its
        // revalidation time, when Redis lets it go too.
        const until = meta.timestamp + Math.min(meta.revalidate * 1000, LONGEST_ENTRY_MS);
        if (meta.expire === 0 || until <= Date.now()) return;
        const key = entryKey(cacheKey);
        await attempt(() =>
          redis.multi().hset(key, 'meta', JSON.stringify(meta), 'value', value).pexpireat(key, Math.ceil(until)).exec(),
        );
      } catch {
        // A render that failed is not kept, as Next's own handler drops it.
      } finally {
        written();
        if (writing.get(cacheKey) === mine) writing.delete(cacheKey);
      }
    },

    async refreshTags() {
      if (unsent.size > 0) await announceUnsent();
      if (reloadDue) await reloadExpiries();
    },

    getExpiration(tags) {
      return memory.getExpiration(tags);
    },

    async updateTags(tags, durations) {
      await memory.updateTags(tags, durations);
      const at = Date.now();
      const announced = await attempt(() => announceTagExpiry(redis, tags, at).then(() => true));
      if (!announced) for (const tag of tags) unsent.set(tag, at);
    },
  };
}
