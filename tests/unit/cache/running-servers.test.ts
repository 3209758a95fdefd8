import { describe, expect, it, vi } from 'vitest';
import { CACHE_TAG_PATTERN, tellRunningServers } from '@/lib/cache/running-servers';
import { CACHE_TAG } from '@/lib/cache/tags';

const TOKEN = 'a-token-of-at-least-24-characters';

function refused(): never {
  throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
}

describe('tellRunningServers', () => {
  it('posts the tags with the token to each server', async () => {
    const fetchImpl = vi.fn(async (..._args: Parameters<typeof fetch>) => new Response(null, { status: 204 }));
    const notices = await tellRunningServers(['property:1', 'listings'], {
      urls: ['http://a.example:3000', 'http://b.example/'],
      token: TOKEN,
      fetchImpl,
    });
    expect(notices).toEqual([
      { url: 'http://a.example:3000', outcome: 'expired' },
      { url: 'http://b.example/', outcome: 'expired' },
    ]);
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      'http://a.example:3000/api/cache/expire/',
      'http://b.example/api/cache/expire/',
    ]);
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ tags: ['property:1', 'listings'] }),
    });
  });

  it('asks nothing when nothing changed', async () => {
    const fetchImpl = vi.fn(fetch);
    expect(await tellRunningServers([], { urls: ['http://a.example'], token: TOKEN, fetchImpl })).toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('tells a server that is not running apart from one that failed', async () => {
    const fetchImpl = vi.fn(async (url: Parameters<typeof fetch>[0]) =>
      String(url).includes('down') ? refused() : new Response(null, { status: 401 }),
    );
    const notices = await tellRunningServers(['listings'], {
      urls: ['http://down.example', 'http://wrong-token.example'],
      token: TOKEN,
      fetchImpl,
    });
    expect(notices).toEqual([
      { url: 'http://down.example', outcome: 'not-running' },
      { url: 'http://wrong-token.example', outcome: 'failed', detail: 'HTTP 401' },
    ]);
  });
});

describe('CACHE_TAG_PATTERN', () => {
  it('accepts every tag the site uses and nothing else', () => {
    const tags = Object.values(CACHE_TAG).map((tag) => (typeof tag === 'function' ? tag(41001) : tag));
    for (const tag of tags) expect(tag).toMatch(CACHE_TAG_PATTERN);
    for (const tag of ['', 'Listings', 'property:', 'property:1:2', '_N_T_/fr/', 'a'.repeat(60)])
      expect(tag).not.toMatch(CACHE_TAG_PATTERN);
  });
});
