// Next's `'use cache'` data in Redis (lib/cache/redis-cache-handler.js): handlers with connections
// of their own stand for servers. Runs when TEST_REDIS_URL names a server (.ci/run starts one), as
// the Redis rate-limit tests do; without Redis, each handler works from its own memory.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryCacheHandler } from '@/lib/cache/memory-cache-handler';
import { createRedisCacheHandler } from '@/lib/cache/redis-cache-handler';
import { announceTagExpiry, connectRedis, readTagExpiries } from '@/lib/cache/redis-tag-expiries';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const connections: Redis[] = [];

// Next's manifest of expired tags is one per process: a handler left listening would record an
// expiry that a later test means another handler to learn.
afterEach(() => connections.splice(0).forEach((connection) => connection.disconnect()));

function connect(url: string): Redis {
  const connection = connectRedis(url, 'test');
  connections.push(connection);
  return connection;
}

const ready = async (connection: Redis) => {
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve));
  return connection;
};

/** A server's handler: its own connections and its own memory; `listening: false` hears no expiry. */
function server(url: string, { listening = true } = {}) {
  const redis = connect(url);
  const subscriber = listening ? connect(url) : new Redis(url, { lazyConnect: true });
  return {
    redis,
    handler: createRedisCacheHandler({ redis, subscriber, memory: createMemoryCacheHandler(1 << 20) }),
  };
}

function entry(text: string, tags: string[]): Promise<CacheEntry> {
  const bytes = new TextEncoder().encode(text);
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return Promise.resolve({ value, tags, stale: 300, timestamp: Date.now(), expire: 3600, revalidate: 900 });
}

const text = async (found: CacheEntry | undefined) =>
  found === undefined ? undefined : new TextDecoder().decode(await new Response(found.value).arrayBuffer());

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** Reads `key` until `done` holds of what it reads (an expiry travels over the network), or fails. */
async function readUntil(read: () => Promise<string | undefined>, done: (value: string | undefined) => boolean) {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe.skipIf(!TEST_REDIS_URL)(
  TEST_REDIS_URL ? "'use cache' data in Redis" : "'use cache' data in Redis (skipped: set TEST_REDIS_URL)",
  () => {
    const url = TEST_REDIS_URL!;

    it('answers one server with what another cached', async () => {
      const [first, second] = [server(url), server(url)];
      await Promise.all([ready(first.redis), ready(second.redis)]);
      const key = `key-${randomUUID()}`;

      await first.handler.set(key, entry('cached by the first', [`tag-${randomUUID()}`]));

      expect(await text(await second.handler.get(key, []))).toBe('cached by the first');
    });

    it('stops serving an entry on every server once another process expires one of its tags', async () => {
      const [reader, announcer] = [server(url), await ready(connect(url))];
      await ready(reader.redis);
      const [key, tag] = [`key-${randomUUID()}`, `tag-${randomUUID()}`];
      await reader.handler.set(key, entry('old price', [tag, 'other']));
      expect(await text(await reader.handler.get(key, []))).toBe('old price');

      // As the import from the command line does: nothing of this process's memory is touched.
      await tick();
      await announceTagExpiry(announcer, [tag], Date.now());

      expect(
        await readUntil(
          async () => text(await reader.handler.get(key, [])),
          (value) => !value,
        ),
      ).toBeUndefined();
    });

    it('reads the expiries recorded before it subscribed, at its next request', async () => {
      const [writer, announcer] = [server(url, { listening: false }), await ready(connect(url))];
      await ready(writer.redis);
      const [key, tag] = [`key-${randomUUID()}`, `tag-${randomUUID()}`];
      await writer.handler.set(key, entry('made before the expiry', [tag]));
      await tick();
      const at = Date.now();
      await announceTagExpiry(announcer, [tag], at);

      // Started after the expiry: it was published to no one here.
      const late = server(url);
      await ready(late.redis);
      const read = async () => {
        await late.handler.refreshTags();
        return text(await late.handler.get(key, []));
      };

      expect(await readUntil(read, (value) => !value)).toBeUndefined();
      expect(tagsManifest.get(tag)?.expired).toBe(at);
    });

    it('announces an expiry made while Redis was unreachable once it answers again', async () => {
      const [{ redis, handler }, reader] = [server(url), await ready(connect(url))];
      await ready(redis);
      const tag = `tag-${randomUUID()}`;
      const closed = new Promise((resolve) => redis.once('end', resolve));
      redis.disconnect();
      await closed;
      const before = Date.now();

      await handler.updateTags([tag], { expire: 0 });
      expect((await readTagExpiries(reader, Date.now())).has(tag)).toBe(false);
      await redis.connect();
      await handler.refreshTags();

      expect((await readTagExpiries(reader, Date.now())).get(tag)).toBeGreaterThanOrEqual(before);
    });
  },
);

describe("'use cache' data with Redis unreachable", () => {
  it('serves from memory, expires there, and never makes a render wait', async () => {
    // Nothing listens on port 1.
    const { handler } = server('redis://127.0.0.1:1');
    const [key, tag] = [`key-${randomUUID()}`, `tag-${randomUUID()}`];
    const started = Date.now();

    await handler.set(key, entry('from memory', [tag]));
    expect(await text(await handler.get(key, []))).toBe('from memory');
    await handler.refreshTags();
    // Next's manifest counts in whole milliseconds: an expiry counts from the next one on.
    await tick();
    await handler.updateTags([tag], { expire: 0 });
    await tick();
    expect(await handler.get(key, [])).toBeUndefined();

    expect(Date.now() - started).toBeLessThan(500);
  });
});
