// The sitemap is written as it is read, a thousand properties at a time (lib/seo/sitemap-sources.ts):
// every property on offer is listed once in each language, across the reads' boundaries, and
// nothing else is.
import { describe, expect, it, vi } from 'vitest';
import { createTestProperty } from '../support/catalogue-fixture';
import { setCurrentDb } from '../support/current-db';
import { testDatabaseHooks } from '../support/test-database-hooks';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/db', async () => (await import('../support/current-db')).currentDbModule);
const { sitemapRoot } = await import('@/lib/seo/sitemap-sources');

const { freshDb } = testDatabaseHooks({ testTimeout: 120_000 });

describe('the sitemap, read in parts', () => {
  it('lists 2,500 properties once per language, and not one withdrawn', async () => {
    const db = await freshDb();
    setCurrentDb(db);
    const first = await createTestProperty(db);
    await db.property.createMany({
      data: Array.from({ length: 2_499 }, (_, index) => ({
        id: first.id + 1 + index,
        recordFile: `S-${index}`,
        goal: index % 2,
        cityId: first.cityId,
        typeId: first.typeId,
        countryId: 10,
        status: index === 1_500 ? 'withdrawn' : 'available',
      })),
    });
    const xml = await new Response(await sitemapRoot()).text();

    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    const listed = [...xml.matchAll(/<loc>[^<]*\/(\d+)\/<\/loc>/g)].map((match) => Number(match[1]));
    const counts = new Map<number, number>();
    for (const id of listed) counts.set(id, (counts.get(id) ?? 0) + 1);
    const withdrawn = first.id + 1 + 1_500;
    expect(counts.size).toBe(2_499);
    expect(counts.has(withdrawn)).toBe(false);
    expect([...counts.values()].every((count) => count === 4)).toBe(true);
  });
});
