// POST /api/cache/expire/: what another process may ask of a running server's cache, and who may ask.
import { revalidateTag } from 'next/cache';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const TOKEN = 'expire-test-token-0123456789abcdef';
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  // lib/env reads the environment once, at its first use.
  process.env.IMPORT_TOKEN = TOKEN;
  ({ POST } = await import('@/app/api/cache/expire/route'));
});

beforeEach(() => vi.mocked(revalidateTag).mockClear());

const notice = (body: string, token = TOKEN) =>
  POST(
    new Request('http://localhost/api/cache/expire/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    }),
  );

describe('POST /api/cache/expire/', () => {
  it('expires the tags it is told, at once', async () => {
    const response = await notice(JSON.stringify({ tags: ['property:41001', 'listings'] }));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['property:41001', { expire: 0 }],
      ['listings', { expire: 0 }],
    ]);
  });

  it('refuses a wrong token, a tag the site does not spell, too many tags and a body past 64 KB', async () => {
    expect((await notice(JSON.stringify({ tags: ['listings'] }), 'not-the-token-not-the-token')).status).toBe(401);
    expect((await notice(JSON.stringify({ tags: ['_N_T_/fr/'] }))).status).toBe(400);
    expect((await notice('{"tags":')).status).toBe(400);
    const many = Array.from({ length: 2_001 }, (_, index) => `property:${index + 1}`);
    expect((await notice(JSON.stringify({ tags: many }))).status).toBe(400);
    expect((await notice(JSON.stringify({ tags: ['listings'], padding: 'x'.repeat(70_000) }))).status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
