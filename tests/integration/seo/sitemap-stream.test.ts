// The sitemap is written as it is read, a few hundred properties at a time (lib/seo/sitemap-sources.ts):
// every property on offer is listed once in each language, across the reads' boundaries, and
// nothing else is.
import { describe, expect, it, vi } from 'vitest';
import { createTestProperty } from '../support/catalogue-fixture';
import { setCurrentDb } from '../support/current-db';
import { testDatabaseHooks } from '../support/test-database-hooks';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/db', async () => (await import('../support/current-db')).currentDbModule);
const { sitemapFile, sitemapRoot } = await import('@/lib/seo/sitemap-sources');

const { freshDb } = testDatabaseHooks({ testTimeout: 120_000 });

const text = async (xml: ReadableStream<Uint8Array> | string | null) => new Response(xml).text();

/** How many times each property id is listed. */
function listings(xml: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [, id] of xml.matchAll(/<loc>[^<]*\/(\d+)\/<\/loc>/g))
    counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1);
  return counts;
}

/** `count` properties on offer after a first one, the `withdrawnAt`-th of them withdrawn; the first's id. */
async function catalogue(count: number, withdrawnAt: number): Promise<number> {
  const db = await freshDb();
  setCurrentDb(db);
  const first = await createTestProperty(db);
  await db.property.createMany({
    data: Array.from({ length: count - 1 }, (_, index) => ({
      id: first.id + 1 + index,
      recordFile: `S-${index}`,
      goal: index % 2,
      cityId: first.cityId,
      typeId: first.typeId,
      countryId: 10,
      status: index === withdrawnAt ? 'withdrawn' : 'available',
    })),
  });
  return first.id;
}

describe('the sitemap, read in parts', () => {
  it('lists 2,500 properties once per language, and not one withdrawn', async () => {
    const first = await catalogue(2_500, 1_500);
    const xml = await text(await sitemapRoot());

    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    const counts = listings(xml);
    expect(counts.size).toBe(2_499);
    expect(counts.has(first + 1 + 1_500)).toBe(false);
    expect([...counts.values()].every((count) => count === 4)).toBe(true);
  });

  it('splits 7,000 properties over two files, the second starting where the first ended', async () => {
    const first = await catalogue(7_000, 6_500);
    expect(await text(await sitemapRoot())).toContain('<sitemapindex');
    const one = listings(await text(await sitemapFile(1)));
    const two = listings(await text(await sitemapFile(2)));
    expect(await sitemapFile(3)).toBeNull();

    expect([...one.keys()].some((id) => two.has(id))).toBe(false);
    const all = new Map([...one, ...two]);
    expect(all.size).toBe(6_999);
    expect(all.has(first + 1 + 6_500)).toBe(false);
    expect([...all.values()].every((count) => count === 4)).toBe(true);
  });
});
