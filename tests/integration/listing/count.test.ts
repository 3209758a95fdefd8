// The result count of a listing: exact up to 1,000, "more than 1,000" past it, whether the search
// is broad or narrowed to towns (the count then reads the town index rather than newest first).
import { describe, expect, it } from 'vitest';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { COUNT_LIMIT, findListingResults } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks({ testTimeout: 60_000 });

const TOWNS = [
  { key: 'uccle', zip: '1180', name: 'Uccle', count: 700 },
  { key: 'liege', zip: '4000', name: 'Liège', count: 380 },
  { key: 'namur', zip: '5000', name: 'Namur', count: 20 },
];

async function catalogue() {
  const db = await freshDb();
  await db.propertyType.create({ data: { id: 101, webId: 1 } });
  let id = 10_000;
  for (const town of TOWNS) {
    const city = await db.city.create({ data: { key: `10|${town.zip}|${town.key}`, zip: town.zip, countryId: 10 } });
    await db.cityTranslation.create({ data: { cityId: city.id, locale: 'fr', name: town.name, slug: town.key } });
    await db.property.createMany({
      data: Array.from({ length: town.count }, () => {
        id += 1;
        return { id, recordFile: `V-${id}`, goal: 0, cityId: city.id, typeId: 101, countryId: 10 };
      }),
    });
  }
  return db;
}

const count = async (db: Db, query: string) => {
  const { total, more } = await findListingResults(db, {
    locale: 'fr',
    goal: 'sale',
    filters: parseListingFilters(new URLSearchParams(query)).filters,
    pageSize: 12,
  });
  return { total, more };
};

describe('listing result count', () => {
  it('counts exactly up to 1,000 and says "more" past it', async () => {
    const db = await catalogue();
    expect(await count(db, 'city=Uccle|1180')).toEqual({ total: 700, more: false });
    expect(await count(db, 'region=wallonia')).toEqual({ total: 400, more: false });
    expect(await count(db, 'region=liege&type=1')).toEqual({ total: 380, more: false });
    expect(await count(db, 'type=1')).toEqual({ total: COUNT_LIMIT, more: true });
    expect(await count(db, 'region=brussels,liege')).toEqual({ total: COUNT_LIMIT, more: true });
  });

  it('gives the map view the same count and its places, and the list view its cards', async () => {
    const db = await catalogue();
    const query = (text: string) =>
      findListingResults(db, {
        locale: 'fr',
        goal: 'sale',
        filters: parseListingFilters(new URLSearchParams(text)).filters,
        pageSize: 12,
      });
    const map = await query('city=Uccle|1180&view=map');
    const list = await query('city=Uccle|1180');
    expect({ total: map.total, more: map.more }).toEqual({ total: list.total, more: list.more });
    expect(map.mapRows).toHaveLength(500);
    expect(map.items).toEqual([]);
    expect(list.items).toHaveLength(12);
    expect(list.mapRows).toEqual([]);
  });
});
