import { describe, expect, it, vi } from 'vitest';
import { forgetLocalCopies } from '@/lib/cache/forget-local-copies';
import { memoizedRead, processMemo } from '@/lib/cache/process-memo';
import { CACHE_TAG } from '@/lib/cache/tags';

// Answers kept in the process in front of a read (docs/caching.md, the process's copies of what every page shows).
const T0 = 1_000_000;
const LIFE = 60_000;
let names = 0;
const freshMemo = (tags: readonly string[] = [CACHE_TAG.siteContent]) =>
  processMemo(`test-${(names += 1)}`, { lifeMs: LIFE, tags });

describe('processMemo', () => {
  it('reads once per key and life, concurrent callers included', async () => {
    const memo = freshMemo();
    const load = vi.fn(() => Promise.resolve({ phone: '+32 2 123 45 67' }));
    const [first, second] = await Promise.all([memo.get('config', load, T0), memo.get('config', load, T0)]);
    expect(second).toBe(first);
    expect(await memo.get('config', load, T0 + LIFE - 1)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    const renewed = await memo.get('config', load, T0 + LIFE);
    expect(renewed).toEqual(first);
    expect(renewed).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart', async () => {
    const memo = freshMemo();
    expect(await memo.get('menu(fr)', () => Promise.resolve('Accueil'), T0)).toBe('Accueil');
    expect(await memo.get('menu(nl)', () => Promise.resolve('Home'), T0)).toBe('Home');
    expect(await memo.get('menu(fr)', () => Promise.resolve('changed'), T0 + 1)).toBe('Accueil');
  });

  it('keeps no failed read', async () => {
    const memo = freshMemo();
    await expect(memo.get('config', () => Promise.reject(new Error('database down')), T0)).rejects.toThrow();
    expect(await memo.get('config', () => Promise.resolve('read again'), T0 + 1)).toBe('read again');
  });

  it('drops its answers when data it is made of expires, and for no other expiry', async () => {
    const memo = freshMemo([CACHE_TAG.siteContent]);
    const load = vi.fn(() => Promise.resolve('menu'));
    await memo.get('menu', load, T0);

    forgetLocalCopies(new Set([CACHE_TAG.listings, CACHE_TAG.property(7)]));
    await memo.get('menu', load, T0 + 1);
    expect(load).toHaveBeenCalledTimes(1);

    forgetLocalCopies(new Set([CACHE_TAG.siteContent]));
    await memo.get('menu', load, T0 + 2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops an answer kept under a data tag's name when that tag expires, and keeps the others", async () => {
    const memo = freshMemo([CACHE_TAG.properties]);
    const load = vi.fn((id: number) => Promise.resolve(`property ${id}`));
    await memo.get(CACHE_TAG.property(7), () => load(7), T0);
    await memo.get(CACHE_TAG.property(8), () => load(8), T0);

    forgetLocalCopies(new Set([CACHE_TAG.property(7)]));
    await memo.get(CACHE_TAG.property(7), () => load(7), T0 + 1);
    await memo.get(CACHE_TAG.property(8), () => load(8), T0 + 1);
    expect(load.mock.calls).toEqual([[7], [8], [7]]);

    // The memo's own tags still drop every answer.
    forgetLocalCopies(new Set([CACHE_TAG.properties]));
    await memo.get(CACHE_TAG.property(8), () => load(8), T0 + 2);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('holds at most its number of answers, the least recently asked for out first', async () => {
    const memo = processMemo(`test-${(names += 1)}`, { lifeMs: LIFE, tags: [], maxEntries: 2 });
    const load = vi.fn((key: string) => Promise.resolve(key));
    const ask = (key: string, at: number) => memo.get(key, () => load(key), T0 + at);
    await ask('a', 0);
    await ask('b', 1);
    await ask('a', 2); // now b is the least recently asked for
    await ask('c', 3); // b goes
    await ask('a', 4);
    await ask('c', 5);
    expect(load.mock.calls.flat()).toEqual(['a', 'b', 'c']);
    await ask('b', 6);
    expect(load.mock.calls.flat()).toEqual(['a', 'b', 'c', 'b']);
  });

  it('is one copy per process, whichever bundle makes it (globalThis)', async () => {
    const options = { lifeMs: LIFE, tags: [CACHE_TAG.siteContent] };
    const one = processMemo('test-shared', options);
    const other = processMemo('test-shared', options);
    await one.get('config', () => Promise.resolve('first'), T0);
    expect(await other.get('config', () => Promise.resolve('second'), T0 + 1)).toBe('first');
    // One expiry reaches the copy both hold, though the second registration replaced the first.
    forgetLocalCopies(new Set([CACHE_TAG.siteContent]));
    expect(await one.get('config', () => Promise.resolve('third'), T0 + 2)).toBe('third');
  });
});

describe('memoizedRead', () => {
  it('answers each set of arguments from its own entry', async () => {
    const memo = freshMemo();
    const read = vi.fn((routeKey: string, locale: string) => Promise.resolve(`${routeKey} in ${locale}`));
    const getMenuPage = memoizedRead(memo, 'menuPage', read);

    expect(await getMenuPage('/contact', 'fr')).toBe('/contact in fr');
    expect(await getMenuPage('/contact', 'nl')).toBe('/contact in nl');
    expect(await getMenuPage('/contact', 'fr')).toBe('/contact in fr');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
