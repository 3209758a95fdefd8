import { describe, expect, it } from 'vitest';
import { PageStore } from '@/lib/page-cache/page-store';
import { storedPage } from '../../support/stored-page';

const page = (bytes: number, tags = ['site-content']) => storedPage(tags, bytes);

describe('PageStore', () => {
  it('answers a kept page until its life is over', () => {
    const store = new PageStore(1000, 60_000);
    store.set('/fr/', page(10), store.generation, 0);
    expect(store.get('/fr/', 59_999)).toBeDefined();
    expect(store.get('/fr/', 60_000)).toBeUndefined();
    expect(store.weight).toBe(0);
  });

  it('lets the least recently used pages go past its budget', () => {
    const store = new PageStore(100, 60_000);
    store.set('a', page(40), store.generation, 0);
    store.set('b', page(40), store.generation, 0);
    store.get('a', 1);
    store.set('c', page(40), store.generation, 2);
    expect(store.get('b', 3)).toBeUndefined();
    expect(store.get('a', 3)).toBeDefined();
    expect(store.get('c', 3)).toBeDefined();
    expect(store.weight).toBe(80);
  });

  it('does not keep a page larger than the whole budget', () => {
    const store = new PageStore(100, 60_000);
    store.set('big', page(101), store.generation);
    expect(store.size).toBe(0);
  });

  it('counts a replaced page once', () => {
    const store = new PageStore(100, 60_000);
    store.set('a', page(30), store.generation);
    store.set('a', page(50), store.generation);
    expect(store.weight).toBe(50);
    expect(store.size).toBe(1);
  });

  it('forgets the pages made of an expired tag, and only those', () => {
    const store = new PageStore(100, 60_000);
    store.set('property 1', page(10, ['site-content', 'property:1']), store.generation);
    store.set('property 2', page(10, ['site-content', 'property:2']), store.generation);
    store.set('listing', page(10, ['site-content', 'listings']), store.generation);
    store.expire(new Set(['property:1', 'listings']));
    expect(store.get('property 1')).toBeUndefined();
    expect(store.get('listing')).toBeUndefined();
    expect(store.get('property 2')).toBeDefined();
    expect(store.weight).toBe(10);
    store.expire(new Set(['site-content']));
    expect(store.size).toBe(0);
  });

  it('refuses a render that began before an expiry, whatever it was made of', () => {
    const store = new PageStore(100, 60_000);
    const before = store.generation;
    store.set('a', page(10), before);
    store.expire(new Set(['testimonials']));
    expect(store.get('a')).toBeDefined();
    store.set('b', page(10), before);
    expect(store.get('b')).toBeUndefined();
    store.set('b', page(10), store.generation);
    expect(store.get('b')).toBeDefined();
  });

  it('holds no more memory than it counts: a body that is a view of a larger block is copied out', () => {
    const store = new PageStore(100, 60_000);
    const block = Buffer.alloc(1000, 7);
    store.set('a', { ...page(10), bodies: { gzip: block.subarray(100, 140) } }, store.generation);
    const kept = store.get('a')?.bodies.gzip;
    expect(kept?.buffer.byteLength).toBe(40);
    expect(kept?.equals(Buffer.alloc(40, 7))).toBe(true);
    expect(store.weight).toBe(40);
  });
});
