// Several towns and the map area against a real database (SQLite, and PostgreSQL in its run):
// each returns exactly the matching properties, counted, in the list and on the map; a hidden
// address is found by its town's position, never by its own (docs/domain-rules.md, private fields).
import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/domain/slug';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { findListingResults } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';
import { createListingRows, type ListingRow } from '../support/listing-rows';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const TOWNS = {
  gent: { zip: '9000', position: [51.0543, 3.7174], names: { fr: 'Gand', nl: 'Gent', en: 'Ghent', de: 'Gent' } },
  namur: { zip: '5000', position: [50.4674, 4.8718], names: { fr: 'Namur', nl: 'Namen', en: 'Namur', de: 'Namur' } },
  liege: { zip: '4000', position: [50.6326, 5.5797], names: { fr: 'Liège', nl: 'Luik', en: 'Liège', de: 'Lüttich' } },
  ixelles: {
    zip: '1050',
    position: [50.8333, 4.3667],
    names: { fr: 'Ixelles', nl: 'Elsene', en: 'Ixelles', de: 'Ixelles' },
  },
  uccle: { zip: '1180', position: [50.8, 4.3333], names: { fr: 'Uccle', nl: 'Ukkel', en: 'Uccle', de: 'Uccle' } },
} as const;

// Rentals but 8 (a sale) and 9 (withdrawn). 5 hides its address, which lies north-east of its
// town's centre; 6 has no position of its own; 10's is off the globe: both stand on their town.
type Row = ListingRow<keyof typeof TOWNS>;
const ROWS: Row[] = [
  [1, 'gent', { latitude: 51.05, longitude: 3.72 }],
  [2, 'namur', { latitude: 50.46, longitude: 4.86 }],
  [3, 'liege', { latitude: 50.64, longitude: 5.57 }],
  [4, 'ixelles', { latitude: 50.827, longitude: 4.372 }],
  [5, 'ixelles', { publishAddress: false, latitude: 50.8471, longitude: 4.4012 }],
  [6, 'uccle', { latitude: null, longitude: null }],
  [7, 'namur', { latitude: 50.47, longitude: 4.87 }],
  [8, 'gent', { goal: 0, latitude: 51.05, longitude: 3.72 }],
  [9, 'gent', { status: 'withdrawn', latitude: 51.05, longitude: 3.72 }],
  [10, 'liege', { latitude: 95, longitude: 5.57 }],
];

async function catalogue(): Promise<Db> {
  const db = await freshDb();
  const cityIds = new Map<string, number>();
  for (const [key, town] of Object.entries(TOWNS)) {
    const city = await db.city.create({
      data: {
        key: `10|${town.zip}|${key}`,
        zip: town.zip,
        countryId: 10,
        latitude: town.position[0],
        longitude: town.position[1],
        translations: {
          create: Object.entries(town.names).map(([locale, name]) => ({ locale, name, slug: slugify(name) })),
        },
      },
    });
    cityIds.set(key, city.id);
  }
  await createListingRows(db, ROWS, (town) => ({ cityId: cityIds.get(town)!, countryId: 10 }));
  return db;
}

/** The ids in the list, sorted, its count, and the ids on the map. */
async function found(db: Db, query: string) {
  const filters = parseListingFilters(new URLSearchParams(query)).filters;
  const list = await findListingResults(db, { locale: 'fr', goal: 'rent', filters, pageSize: 20 });
  const map = await findListingResults(db, {
    locale: 'fr',
    goal: 'rent',
    filters: { ...filters, view: 'map' },
    pageSize: 20,
  });
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  return {
    ids: sorted(list.items.map((item) => item.id)),
    total: list.total,
    map: sorted(map.mapRows.map((row) => row.id)),
  };
}

const exactly = (ids: number[]) => ({ ids, total: ids.length, map: ids });

describe('several towns', () => {
  it.each<[string, number[]]>([
    ['city=Gand|9000&city=Namur|5000', [1, 2, 7]],
    // Named in any of the site's languages, in any order.
    ['city=Namen|5000&city=Gent|9000&city=Luik|4000', [1, 2, 3, 7, 10]],
    ['city=Liege|4000', [3, 10]],
    // A town that does not exist narrows nothing more.
    ['city=Paris|7500&city=Namur|5000', [2, 7]],
    ['city=Paris|7500', []],
    // With a region, the towns in it.
    ['city=Gand|9000&city=Namur|5000&region=wallonia', [2, 7]],
    ['city=Gand|9000&region=wallonia', []],
  ])('%s → %j', async (query, ids) => {
    expect(await found(await catalogue(), query)).toEqual(exactly(ids));
  });
});

describe('the map area', () => {
  it.each<[string, string, number[]]>([
    ['Brussels: the published address, and the others by their town', '50.75,4.25,50.9,4.5', [4, 5, 6]],
    ['Ixelles only: the hidden address stands on it', '50.82,4.36,50.84,4.38', [4, 5]],
    ['around the hidden address, away from its town: not found', '50.84,4.39,50.86,4.41', []],
    ['Uccle: a property without a position of its own stands on its town', '50.79,4.32,50.81,4.34', [6]],
    ['Liège: a position off the globe is its town', '50.6,5.5,50.7,5.6', [3, 10]],
    ['Namur and Liège', '50.4,4.8,50.7,5.6', [2, 3, 7, 10]],
    ['the sea', '51.3,2.4,51.5,2.6', []],
  ])('%s', async (_case, area, ids) => {
    expect(await found(await catalogue(), `area=${area}`)).toEqual(exactly(ids));
  });

  it('replaces the towns, and combines with the other criteria', async () => {
    const db = await catalogue();
    expect(await found(db, 'city=Gand|9000&area=50.75,4.25,50.9,4.5')).toEqual(exactly([4, 5, 6]));
    expect(await found(db, 'area=50.4,4.8,50.7,5.6&region=namur')).toEqual(exactly([2, 7]));
    expect(await found(db, 'area=50.4,4.8,50.7,5.6&ref=L-3')).toEqual(exactly([3]));
  });
});
