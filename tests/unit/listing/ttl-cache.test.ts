import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from '@/lib/listing/ttl-cache';

describe('createTtlCache', () => {
  it('keeps an answer for its lifetime, then loads again', async () => {
    let now = 0;
    const cache = createTtlCache<number>(1_000, () => now);
    const load = vi.fn(async () => now);
    expect(await cache.get('sale', load)).toBe(0);
    now = 999;
    expect(await cache.get('sale', load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_000;
    expect(await cache.get('sale', load)).toBe(1_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart and shares one load between concurrent callers', async () => {
    const cache = createTtlCache<string>(1_000, () => 0);
    const load = vi.fn(async () => 'counts');
    const [a, b] = await Promise.all([cache.get('sale', load), cache.get('sale', load)]);
    expect([a, b]).toEqual(['counts', 'counts']);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('rent', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure, and forgets everything on clear()', async () => {
    const cache = createTtlCache<string>(1_000, () => 0);
    await expect(cache.get('sale', () => Promise.reject(new Error('database busy')))).rejects.toThrow('busy');
    expect(await cache.get('sale', async () => 'ok')).toBe('ok');
    cache.clear();
    expect(await cache.get('sale', async () => 'fresh')).toBe('fresh');
  });
});
