// Next's `'use cache'` data in this process's memory (lib/cache/memory-cache-handler.js): Next's
// rules of expiry, and no more memory held than counted.
import { randomUUID } from 'node:crypto';
import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types';
import { describe, expect, it } from 'vitest';
import { createMemoryCacheHandler } from '@/lib/cache/memory-cache-handler';

function entry(
  bytes: Uint8Array,
  { tags = [] as string[], timestamp = Date.now(), expire = 3600, revalidate = 900 } = {},
) {
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      // Written in two pieces, as a render streams an entry.
      controller.enqueue(bytes.subarray(0, 1));
      controller.enqueue(bytes.subarray(1));
      controller.close();
    },
  });
  return Promise.resolve<CacheEntry>({ value, tags, stale: 300, timestamp, expire, revalidate });
}

/** The chunks an answer streams. */
async function chunks(found: CacheEntry | undefined): Promise<Uint8Array[] | undefined> {
  if (!found) return undefined;
  const read: Uint8Array[] = [];
  for await (const chunk of found.value as unknown as AsyncIterable<Uint8Array>) read.push(chunk);
  return read;
}

const text = async (found: CacheEntry | undefined) =>
  (await chunks(found))?.map((chunk) => Buffer.from(chunk).toString()).join('');

const key = () => `key-${randomUUID()}`;
const tag = () => `tag-${randomUUID()}`;

describe("'use cache' data in memory", () => {
  it('answers an entry byte for byte, as often as it is read', async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const cacheKey = key();
    await handler.set(cacheKey, entry(Buffer.from('{"ids":[41001,41002]}')));
    expect(await text(await handler.get(cacheKey, []))).toBe('{"ids":[41001,41002]}');
    expect(await text(await handler.get(cacheKey, []))).toBe('{"ids":[41001,41002]}');
    expect(await handler.get(key(), [])).toBeUndefined();
  });

  it("keeps a small entry in a block of its own, not in a slice of Node's pool", async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const cacheKey = key();
    await handler.set(cacheKey, entry(Buffer.from('a card of 40 bytes, much less than 4 kB')));
    const [kept] = (await chunks(await handler.get(cacheKey, [])))!;
    expect(kept!.buffer.byteLength).toBe(kept!.byteLength);
  });

  it('counts the key and the bytes: past its size, the least recently read entries go first', async () => {
    // Room for about three entries of 1,000 bytes with their keys and records.
    const handler = createMemoryCacheHandler(4_200);
    const [first, second, third, fourth] = [key(), key(), key(), key()];
    const kilobyte = new Uint8Array(1_000).fill(0x61);
    await handler.set(first, entry(kilobyte));
    await handler.set(second, entry(kilobyte));
    await handler.set(third, entry(kilobyte));
    await handler.get(first, []);
    await handler.set(fourth, entry(kilobyte));
    expect(await handler.get(second, [])).toBeUndefined();
    for (const kept of [first, third, fourth]) expect(await handler.get(kept, [])).toBeDefined();
  });

  it('drops an entry once one of its tags has expired, and only those entries', async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const [expiring, other] = [tag(), tag()];
    const [expired, kept] = [key(), key()];
    await handler.set(expired, entry(Buffer.from('expired'), { tags: [expiring], timestamp: Date.now() - 10 }));
    await handler.set(kept, entry(Buffer.from('kept'), { tags: [other], timestamp: Date.now() - 10 }));
    await handler.updateTags([expiring]);
    // Next rounds an expiry to the millisecond: it holds from then on.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await handler.get(expired, [])).toBeUndefined();
    expect(await text(await handler.get(kept, []))).toBe('kept');
    expect(await handler.getExpiration([expiring])).toBeGreaterThan(0);
  });

  it('answers an entry whose tag is marked stale, for Next to make it anew', async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const [stale, cacheKey] = [tag(), key()];
    await handler.set(cacheKey, entry(Buffer.from('stale'), { tags: [stale], timestamp: Date.now() - 10 }));
    await handler.updateTags([stale], { expire: 3600 });
    const found = await handler.get(cacheKey, []);
    expect(found?.revalidate).toBe(-1);
    expect(await text(found)).toBe('stale');
  });

  it('forgets an entry past its revalidation time, and never keeps one of a dynamic render', async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const [old, dynamic] = [key(), key()];
    await handler.set(old, entry(Buffer.from('old'), { timestamp: Date.now() - 901_000, revalidate: 900 }));
    await handler.set(dynamic, entry(Buffer.from('dynamic'), { expire: 0 }));
    expect(await handler.get(old, [])).toBeUndefined();
    expect(await handler.get(dynamic, [])).toBeUndefined();
  });

  it('makes a read of an entry being written wait for it', async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const cacheKey = key();
    let finish: (made: CacheEntry) => void = () => {};
    const writing = handler.set(cacheKey, new Promise<CacheEntry>((resolve) => (finish = resolve)));
    const reading = handler.get(cacheKey, []);
    finish(await entry(Buffer.from('made meanwhile')));
    await writing;
    expect(await text(await reading)).toBe('made meanwhile');
  });

  it('keeps nothing of an entry whose making failed', async () => {
    const handler = createMemoryCacheHandler(1 << 20);
    const cacheKey = key();
    await handler.set(cacheKey, Promise.reject(new Error('the render failed')));
    expect(await handler.get(cacheKey, [])).toBeUndefined();
  });
});
