import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { recordView } from '@/lib/page-views/record-view';
import { signViewToken } from '@/lib/page-views/view-token';
import { migrate } from '@/scripts/db/migrate';
import { countingStream } from '../support/counting-stream';

// lib/db guards against client bundles with server-only, which throws outside a React server.
vi.mock('server-only', () => ({}));

// The route handler reads DATABASE_URL when lib/db is first imported: point it at a scratch file.
const url = `file:${path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-visits-')), 'visits.db')}`;
process.env.DATABASE_URL = url;
// A visitor is known by their address (read from X-Forwarded-For behind the proxy) and browser.
process.env.TRUST_PROXY = '1';

let db: Db;
let POST: (request: Request) => Promise<Response>;
/** The key of the property page's view tokens, read with the route's environment. */
let pageViewKey: string;

const PUBLISHED = 41001;
const WITHDRAWN = 41002;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

beforeAll(async () => {
  await migrate(url);
  db = createDbClient(url);
  const city = await db.city.create({ data: { key: '10|1180|uccle', zip: '1180', countryId: 10 } });
  await db.propertyType.create({ data: { id: 101, webId: 1 } });
  const property = { goal: 0, cityId: city.id, typeId: 101, countryId: 10 };
  await db.property.create({ data: { ...property, id: PUBLISHED, recordFile: 'V-1' } });
  await db.property.create({ data: { ...property, id: WITHDRAWN, recordFile: 'V-2', status: 'withdrawn' } });
  ({ POST } = await import('@/app/api/page-views/route'));
  pageViewKey = (await import('@/lib/security/derived-key')).derivedKey('page-view');
}, 60_000);

beforeEach(async () => {
  await db.propertyVisitDay.deleteMany();
});

afterAll(async () => {
  await db.$disconnect();
});

const days = () => db.propertyVisitDay.findMany({ orderBy: [{ propertyId: 'asc' }, { day: 'asc' }] });

describe('recordView', () => {
  it('creates the day at 1, then increments it; another Brussels day gets its own row', async () => {
    const morning = new Date('2026-06-15T07:00:00Z');
    expect(await recordView(db, PUBLISHED, morning)).toBe(true);
    expect(await recordView(db, PUBLISHED, morning)).toBe(true);
    expect(await recordView(db, PUBLISHED, new Date('2026-06-15T22:30:00Z'))).toBe(true);
    expect(await days()).toEqual([
      { propertyId: PUBLISHED, day: '2026-06-15', count: 2 },
      { propertyId: PUBLISHED, day: '2026-06-16', count: 1 },
    ]);
  });

  it('writes nothing for a withdrawn or unknown property', async () => {
    expect(await recordView(db, WITHDRAWN)).toBe(false);
    expect(await recordView(db, 99_999)).toBe(false);
    expect(await recordView(db, -1)).toBe(false);
    expect(await days()).toEqual([]);
  });

  it('counts every one of many simultaneous views', async () => {
    const at = new Date('2026-06-15T07:00:00Z');
    await Promise.all(Array.from({ length: 50 }, () => recordView(db, PUBLISHED, at)));
    expect(await days()).toEqual([{ propertyId: PUBLISHED, day: '2026-06-15', count: 50 }]);
  });
});

describe('POST /api/page-views', () => {
  /** The token the property page embeds when it is made at `at`. */
  const pageToken = (propertyId = PUBLISHED, at = new Date()) => signViewToken(pageViewKey, propertyId, at);

  const beacon = (body: string, headers: Record<string, string> = {}) =>
    POST(
      new Request('http://vitrine.example/api/page-views', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': CHROME,
          host: 'vitrine.example',
          origin: 'http://vitrine.example',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '198.51.100.1',
          ...headers,
        },
      }),
    );
  /** The page's beacon, as the browser at `address` posts it. */
  const view = (address: string, headers: Record<string, string> = {}, token = pageToken()) =>
    beacon(JSON.stringify({ propertyId: PUBLISHED, token }), { 'x-forwarded-for': address, ...headers });
  const total = async () => (await days()).reduce((sum, row) => sum + row.count, 0);

  beforeEach(async () => {
    await db.rateLimit.deleteMany();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a browser view and sets no cookie', async () => {
    const response = await view('198.51.100.10');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await total()).toBe(1);
  });

  it.each<[string, Record<string, string>]>([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a prerendered page', { 'sec-purpose': 'prefetch;prerender' }],
    ['a router prefetch', { 'next-router-prefetch': '1' }],
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site’s Origin without Fetch Metadata', { origin: 'https://evil.example', 'sec-fetch-site': '' }],
  ])('ignores %s, even with the page’s token', async (_, headers) => {
    const response = await view('198.51.100.10', headers);
    expect(response.status).toBe(204);
    expect(await total()).toBe(0);
  });

  it('counts a visitor once a day however often they post, and each other visitor once', async () => {
    for (let index = 0; index < 12; index += 1) expect((await view('198.51.100.20')).status).toBe(204);
    for (const address of ['198.51.100.21', '198.51.100.22', '2001:db8::23']) {
      for (let index = 0; index < 3; index += 1) expect((await view(address)).status).toBe(204);
    }
    expect(await total()).toBe(4);
  });

  it('counts simultaneous posts of one visitor once', async () => {
    await Promise.all(Array.from({ length: 12 }, () => view('198.51.100.30')));
    expect(await total()).toBe(1);
  });

  it('counts another browser behind the same address as another visitor, up to 20 a day', async () => {
    const browser = (n: number) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${n}.0 Safari/537.36`;
    for (let n = 0; n < 25; n += 1) await view('198.51.100.40', { 'user-agent': browser(n) });
    expect(await total()).toBe(20);
    // The limit is per address: the neighbour's browser still counts.
    await view('198.51.100.41', { 'user-agent': browser(0) });
    expect(await total()).toBe(21);
  });

  it('counts the same visitor again on the next Brussels day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 and then 00:30 in Brussels (summer time), the page made fresh each time.
    for (const instant of ['2026-06-15T21:30:00Z', '2026-06-15T22:30:00Z']) {
      vi.setSystemTime(new Date(instant));
      await view('198.51.100.50');
      await view('198.51.100.50');
    }
    expect(await days()).toEqual([
      { propertyId: PUBLISHED, day: '2026-06-15', count: 1 },
      { propertyId: PUBLISHED, day: '2026-06-16', count: 1 },
    ]);
  });

  it('counts a page made yesterday, kept in a cache since', async () => {
    const yesterday = new Date(Date.now() - 24 * 3_600_000);
    expect((await view('198.51.100.60', {}, pageToken(PUBLISHED, yesterday))).status).toBe(204);
    expect(await total()).toBe(1);
  });

  it.each<[string, () => unknown]>([
    ['no token', () => undefined],
    ['a forged token', () => signViewToken('not-the-site-key', PUBLISHED, new Date())],
    ['an expired token', () => pageToken(PUBLISHED, new Date(Date.now() - 49 * 3_600_000))],
    ['another property’s token', () => pageToken(WITHDRAWN)],
  ])('counts nothing for %s, and answers 204', async (_, token) => {
    const response = await beacon(JSON.stringify({ propertyId: PUBLISHED, token: token() }));
    expect(response.status).toBe(204);
    expect(await total()).toBe(0);
  });

  it.each([['not json'], ['{"propertyId":"41001"}'], ['{"propertyId":1.5}'], ['{}']])(
    'answers 400 to %s',
    async (body) => {
      expect((await beacon(body)).status).toBe(400);
      expect(await total()).toBe(0);
    },
  );

  it('answers 413 to a body over 200 bytes, and stops reading a streamed one there', async () => {
    expect((await beacon(`{"propertyId":${PUBLISHED},"x":"${'a'.repeat(300)}"}`)).status).toBe(413);
    const streamed = countingStream(1024 * 1024, { chunkSize: 100 });
    const response = await POST(
      new Request('http://vitrine.example/api/page-views', {
        method: 'POST',
        body: streamed.stream,
        duplex: 'half',
        headers: {
          'user-agent': CHROME,
          host: 'vitrine.example',
          origin: 'http://vitrine.example',
          'sec-fetch-site': 'same-origin',
        },
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(streamed.pulled()).toBeLessThanOrEqual(300);
    expect(await total()).toBe(0);
  });
});
