// A property listed under several types (the CRM's WebIDs "2,5") is found by a filter on any of
// them and counted under each, on SQLite and PostgreSQL alike.
import { describe, expect, it } from 'vitest';
import { countFacets, loadFacets, nameFacets } from '@/lib/listing/facets';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { findListingResults } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

// [property id, main type WebID, WebIDs as the feed lists them]
const PROPERTIES: [number, number, string][] = [
  [1, 2, '2'],
  [2, 4, '4,2'],
  [3, 5, '5,2,7'],
  [4, 12, '12'],
  [5, 5, '5,12'],
  [6, 2, ''],
];

async function catalogue(): Promise<Db> {
  const db = await freshDb();
  for (const webId of [2, 4, 5, 7, 12]) await db.propertyType.create({ data: { id: 100 + webId, webId } });
  const city = await db.city.create({ data: { key: '10|1000|bruxelles', zip: '1000', countryId: 10 } });
  await db.property.createMany({
    data: PROPERTIES.map(([id, webId, webIds]) => ({
      id,
      recordFile: `V-${id}`,
      goal: 0,
      cityId: city.id,
      typeId: 100 + webId,
      webIds,
      countryId: 10,
    })),
  });
  return db;
}

const found = async (db: Db, type: number) => {
  const { items, total } = await findListingResults(db, {
    locale: 'fr',
    goal: 'sale',
    filters: parseListingFilters(new URLSearchParams({ type: String(type) })).filters,
    pageSize: 20,
  });
  return { ids: items.map((item) => item.id).sort(), total };
};

describe('WebIDs in the listing', () => {
  it('finds a property by any type it is listed under, never by a number that merely contains it', async () => {
    const db = await catalogue();
    expect(await found(db, 2)).toEqual({ ids: [1, 2, 3, 6], total: 4 });
    expect(await found(db, 12)).toEqual({ ids: [4, 5], total: 2 });
    expect(await found(db, 7)).toEqual({ ids: [3], total: 1 });
    expect(await found(db, 4)).toEqual({ ids: [2], total: 1 });
  });

  it('counts a property under each of its types, and each property once in the total', async () => {
    const db = await catalogue();
    const facets = await loadFacets(db, 'fr', 'sale');
    expect(Object.fromEntries(facets.types.map((type) => [type.webId, type.count]))).toEqual({
      2: 4,
      4: 1,
      5: 2,
      7: 1,
      12: 2,
    });
    expect(facets.total).toBe(PROPERTIES.length);
  });

  it('names one count of the catalogue in each language', async () => {
    const db = await catalogue();
    const counts = await countFacets(db, 'sale');
    for (const locale of ['fr', 'nl'] as const) {
      expect(await nameFacets(db, locale, counts)).toEqual(await loadFacets(db, locale, 'sale'));
    }
  });
});
