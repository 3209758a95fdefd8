// @ts-check
// The `'use cache'` data in this process's memory: Next's own in-memory handler
// (`createDefaultCacheHandler`), the same rules of expiry, but for what it counts. Next's keeps an
// entry's bytes as `Buffer.concat` makes them, and an entry under 4 kB (most of them: a listing's
// ids, a card's row) is then a slice of an 8 kB block of Node's pool, which it keeps alive whole:
// counting 32 MB, that handler held about three times as much, and the server grew with it past its
// memory budget under sustained traffic (docs/caching.md, memory). Here each entry's bytes have a
// block of their own, and an entry counts its key and its record too.
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
// Next's manifest of expired tags and its LRU list: modules of Next's own, not of its public API
// (tests/integration/cache/memory-cache-handler.test.ts fails if they move or change).
import { areTagsExpired, areTagsStale } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { LRUCache } from 'next/dist/server/lib/lru-cache.js';
import { ownBytesOf, streamOf } from './own-bytes.js';

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {{ meta: Omit<CacheEntry, 'value'>, value: Buffer }} KeptEntry */

/** What an entry's record (its tags, times, the list's node) takes beside its key and bytes, about. */
const RECORD_BYTES = 256;

/**
 * @param {number} maxBytes what the entries may hold together
 * @returns {CacheHandler}
 */
export function createMemoryCacheHandler(maxBytes) {
  // Tag expiries go to Next's manifest of this process, as Next's own handler records them.
  const tags = createDefaultCacheHandler(maxBytes);
  /** @type {LRUCache<KeptEntry>} */
  const entries = new LRUCache(maxBytes, (kept, cacheKey) => kept.value.byteLength + cacheKey.length + RECORD_BYTES);
  /** Entries being written: a read of one waits for it, as in Next's handler. @type {Map<string, Promise<void>>} */
  const writing = new Map();

  return {
    async get(cacheKey) {
      await writing.get(cacheKey);
      const kept = entries.get(cacheKey);
      if (!kept) return undefined;
      const { meta, value } = kept;
      if (meta.expire < 0) return undefined;
      if (performance.timeOrigin + performance.now() > meta.timestamp + meta.revalidate * 1000) return undefined;
      if (areTagsExpired(meta.tags, meta.timestamp)) return undefined;
      // A tag marked stale: the entry is answered, and Next renews it.
      const revalidate = areTagsStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
      return { ...meta, revalidate, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let written = () => {};
      writing.set(cacheKey, new Promise((resolve) => (written = resolve)));
      try {
        const { value, ...meta } = await pendingEntry;
        // An entry of a dynamic render is never kept (Next's handler skips it the same way).
        if (meta.expire === 0) return;
        entries.set(cacheKey, { meta, value: await ownBytesOf(value) });
      } catch {
        // An entry whose making failed is not kept; the next read makes it again.
      } finally {
        written();
        writing.delete(cacheKey);
      }
    },

    refreshTags: tags.refreshTags,
    getExpiration: tags.getExpiration,
    updateTags: tags.updateTags,
  };
}
