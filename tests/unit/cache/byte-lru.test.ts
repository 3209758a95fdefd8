import { describe, expect, it } from 'vitest';
import { byteLru } from '@/lib/cache/byte-lru';

const entry = (size: number, fill = 1) => ({ bytes: new Uint8Array(size).fill(fill) });

describe('byteLru', () => {
  it('keeps what fits and gives back what it keeps', () => {
    const cache = byteLru(100);
    cache.set('a', entry(40));
    cache.set('b', entry(60));
    expect(cache.get('a')?.bytes.byteLength).toBe(40);
    expect(cache.get('b')?.bytes.byteLength).toBe(60);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.bytes).toBe(100);
  });

  it('never holds more than its bound: the least recently used go first', () => {
    const cache = byteLru(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    // Reading "a" makes "b" the least recently used.
    cache.get('a');
    cache.set('c', entry(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('stays within its bound through many entries of all sizes', () => {
    const cache = byteLru(1000);
    for (let i = 0; i < 500; i += 1) {
      cache.set(`k${i % 37}`, entry((i * 97) % 300));
      expect(cache.bytes).toBeLessThanOrEqual(1000);
    }
  });

  it('keeps no entry larger than the bound, which would push out everything else', () => {
    const cache = byteLru(100);
    cache.set('a', entry(50));
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(50);
  });

  it('counts a key set again once, at its new size', () => {
    const cache = byteLru(100);
    cache.set('a', entry(30, 1));
    cache.set('a', entry(70, 2));
    expect(cache.bytes).toBe(70);
    expect(cache.get('a')?.bytes[0]).toBe(2);
  });
});
