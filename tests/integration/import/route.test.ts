// The route file itself: IMPORT_TOKEN from the environment, the app's database, and the cache
// revalidation after an import (next/cache is replaced: it needs a running Next server).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDbClient } from '@/lib/prisma-client';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { createTestDatabase, dropTestDatabases } from '../support/test-database';

vi.mock('server-only', () => ({}));
const cache = vi.hoisted(() => ({ revalidateTag: vi.fn<(tag: string, profile: unknown) => void>() }));
vi.mock('next/cache', () => cache);

const TOKEN = 'route-test-token-0123456789abcdef';
let POST: (request: Request) => Promise<Response>;
let url: string;

beforeAll(async () => {
  url = await createTestDatabase();
  // lib/env and lib/db read the environment when first imported.
  process.env.DATABASE_URL = url;
  process.env.IMPORT_TOKEN = TOKEN;
  ({ POST } = await import('@/app/api/import/route'));
}, 60_000);

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await dropTestDatabases();
}, 60_000);

const request = (token: string) =>
  new Request('http://localhost/api/import/', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...buildDemoFeed(), owners: [] }),
  });

describe('app/api/import/route.ts', () => {
  it('checks the token of IMPORT_TOKEN', async () => {
    expect((await POST(request('not-the-token-not-the-token'))).status).toBe(401);
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it('imports into DATABASE_URL and expires at once what the import changed', async () => {
    const response = await POST(request(TOKEN));

    expect(response.status).toBe(200);
    const db = createDbClient(url);
    const ids = (await db.property.findMany({ select: { id: true } })).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    await db.$disconnect();
    const expired = cache.revalidateTag.mock.calls.map(([tag, profile]) => ({ tag, profile }));
    for (const tag of ['listings', 'projects', 'references', ...ids.map((id) => `property:${id}`)])
      expect(expired).toContainEqual({ tag, profile: { expire: 0 } });
  }, 30_000);

  it('expires nothing when the same feed comes again', async () => {
    cache.revalidateTag.mockClear();
    const response = await POST(request(TOKEN));

    expect(response.status).toBe(200);
    const expired = cache.revalidateTag.mock.calls.map(([tag]) => tag);
    expect(expired.filter((tag) => tag.startsWith('property'))).toEqual([]);
  }, 30_000);
});
