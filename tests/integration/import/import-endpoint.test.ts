// POST /api/import: token, size limit and the report, on SQLite (and on PostgreSQL in the
// PostgreSQL run). The handler is called the way the route calls it, with a test database.
import { describe, expect, it, vi } from 'vitest';
import { handleImportRequest, type ImportEndpoint } from '@/lib/import/import-endpoint';
import { tokenMatches } from '@/lib/security/bearer-token';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { countingStream } from '../support/counting-stream';
import { testDatabaseHooks } from '../support/test-database-hooks';

const TOKEN = 'test-import-token-0123456789abcdef';
const { freshDb } = testDatabaseHooks();

async function endpoint(settings: Partial<ImportEndpoint['settings']> = {}) {
  const db = await freshDb();
  // The route's own after-import step (its cache), beside those of every import.
  const afterImported = vi.fn(async () => {});
  const config: ImportEndpoint = {
    db,
    settings: { token: TOKEN, maxWithdrawShare: 0.2, maxBytes: 10_000_000, serverUrls: undefined, ...settings },
    afterImport: [{ name: 'route step', run: afterImported }],
  };
  return {
    db,
    afterImported,
    post: (init: RequestInit) =>
      handleImportRequest(new Request('http://localhost/api/import/', { method: 'POST', ...init }), config),
  };
}

const bearer = (token = TOKEN) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
// The demo feed without owner links (no owner accounts in these databases).
const feedText = () => JSON.stringify({ ...buildDemoFeed(), owners: [] });

describe('tokenMatches', () => {
  it.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer   ${TOKEN}  `, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    [`Basic ${TOKEN}`, false],
    [TOKEN, false],
    ['Bearer ', false],
    ['', false],
    [null, false],
  ])('%j → %s', (header, expected) => {
    expect(tokenMatches(header, TOKEN)).toBe(expected);
  });
});

describe('POST /api/import', () => {
  it('answers 401 without the right token, and imports nothing', async () => {
    const { db, post, afterImported } = await endpoint();

    const attempts: Record<string, string>[] = [
      {},
      bearer('wrong-token-wrong-token-wrong'),
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const response = await post({ headers, body: feedText() });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="import"');
      expect(await response.json()).toMatchObject({ status: 'unauthorized' });
    }

    expect(await db.property.count()).toBe(0);
    expect(afterImported).not.toHaveBeenCalled();
  });

  it('answers 503 while no token is configured', async () => {
    const { post } = await endpoint({ token: undefined });

    const response = await post({ headers: bearer(), body: feedText() });

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/set IMPORT_TOKEN/) });
  });

  it('imports the feed and answers 200 with the report', async () => {
    const { db, post, afterImported } = await endpoint();
    const properties = new Set(buildDemoFeed().properties.map((record) => record.ID)).size;

    const response = await post({ headers: bearer(), body: feedText() });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      status: 'imported',
      report: { created: properties, updated: 0, unchanged: 0, withdrawn: 0, rejected: [] },
    });
    expect(await db.property.count()).toBe(properties);
    expect(afterImported).toHaveBeenCalledOnce();

    const again = await post({ headers: bearer(), body: feedText() });
    expect(await again.json()).toMatchObject({ report: { created: 0, unchanged: properties } });
  });

  it('answers 422 with the reason for a refused feed, and imports nothing', async () => {
    const { db, post, afterImported } = await endpoint();

    const empty = await post({ headers: bearer(), body: '{"full": true, "properties": []}' });
    const broken = await post({ headers: bearer(), body: '{"properties": [{"ID": 1' });

    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      status: 'refused',
      error: 'Feed refused: the "properties" list is empty',
    });
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ error: expect.stringMatching(/not valid JSON/) });
    expect(await db.property.count()).toBe(0);
    expect(afterImported).not.toHaveBeenCalled();
  });

  it('answers 413 to a body over the limit, announced or not', async () => {
    const { db, post } = await endpoint({ maxBytes: 1_000 });
    const body = feedText();

    const announced = await post({ headers: { ...bearer(), 'content-length': String(body.length) }, body });
    const streamed = await post({
      headers: bearer(),
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

    expect(announced.status).toBe(413);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ error: expect.stringMatching(/larger than 1000 bytes/) });
    expect(await db.property.count()).toBe(0);
  });

  it('stops reading a streamed body at the limit and cancels its upload', async () => {
    const { post } = await endpoint({ maxBytes: 100_000 });
    const body = countingStream(60 * 1024 * 1024, { start: new TextEncoder().encode('{"properties":[') });
    const response = await post({ headers: bearer(), body: body.stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(100_000 + body.chunkSize);
    expect(body.cancelled()).toBe(true);
  });
});
