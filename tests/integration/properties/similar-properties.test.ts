// Similar properties on a property page: same goal and type, a price within 30 %, within
// 50 km, nearest first; sold, rented and withdrawn ones never shown.
import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { findSimilarPropertyIds } from '@/lib/properties/similar-query';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const HOUSE = 101;
const FLAT = 102;
const TOWNS = {
  uccle: { zip: '1180', latitude: 50.8, longitude: 4.3333 },
  ixelles: { zip: '1050', latitude: 50.8333, longitude: 4.3667 },
  antwerp: { zip: '2000', latitude: 51.2194, longitude: 4.4025 },
  liege: { zip: '4000', latitude: 50.6326, longitude: 5.5797 },
  nowhere: { zip: '9999', latitude: null, longitude: null },
};
type Town = keyof typeof TOWNS;

async function catalogue() {
  const db = await freshDb();
  const towns = {} as Record<Town, number>;
  for (const [key, town] of Object.entries(TOWNS)) {
    const city = await db.city.create({ data: { key: `10|${town.zip}|${key}`, countryId: 10, ...town } });
    await db.cityTranslation.create({ data: { cityId: city.id, locale: 'en', name: key, slug: key } });
    towns[key as Town] = city.id;
  }
  for (const id of [HOUSE, FLAT]) await db.propertyType.create({ data: { id, webId: id - 100 } });
  const add = (id: number, town: Town, data: Partial<Prisma.PropertyUncheckedCreateInput> = {}) =>
    db.property.create({
      data: {
        id,
        recordFile: `S-${id}`,
        goal: 0,
        typeId: HOUSE,
        countryId: 10,
        price: 400_000,
        publishPrice: true,
        cityId: towns[town],
        translations: { create: { locale: 'en', title: `House ${id}`, slug: `house-${id}`, description: '' } },
        ...data,
      },
    });
  return { db, add };
}

describe('findSimilarPropertyIds', () => {
  it('shows the nearest houses of the same goal and a similar price, nearest first', async () => {
    const { db, add } = await catalogue();
    await add(1, 'uccle');
    await add(2, 'antwerp', { price: 410_000 });
    await add(3, 'ixelles', { price: 450_000 });
    await add(4, 'uccle', { price: 380_000 });
    await add(5, 'liege');
    await add(6, 'uccle', { price: 600_000 });
    await add(7, 'uccle', { typeId: FLAT });
    await add(8, 'uccle', { goal: 1, price: 1_500 });
    await add(9, 'uccle', { marquee: 3 });
    await add(10, 'uccle', { status: 'withdrawn' });
    await add(11, 'ixelles', { price: 420_000, latitude: 50.83, longitude: 4.37 });

    // 4 is in the same town; 11 and 3 are in Ixelles (11 closer in price); Antwerp is 46 km away.
    // Liège is too far, 6 too dear, 7 a flat, 8 a rental, 9 sold, 10 withdrawn.
    expect(await findSimilarPropertyIds(db, 1)).toEqual([4, 11, 3, 2]);
  });

  it('shows at most the number asked for', async () => {
    const { db, add } = await catalogue();
    for (let id = 1; id <= 8; id += 1) await add(id, 'uccle', { price: 400_000 + id * 1_000 });
    expect(await findSimilarPropertyIds(db, 1, 3)).toEqual([2, 3, 4]);
  });

  it('matches rentals with rentals, whatever their rental goal', async () => {
    const { db, add } = await catalogue();
    await add(1, 'uccle', { goal: 1, price: 1_500 });
    await add(2, 'uccle', { goal: 2, price: 1_600 });
    await add(3, 'uccle', { goal: 0, price: 1_500 });
    expect(await findSimilarPropertyIds(db, 1)).toEqual([2]);
  });

  it('compares by place alone when the price is not known', async () => {
    const { db, add } = await catalogue();
    await add(1, 'uccle', { price: null });
    await add(2, 'liege', { price: 100_000 });
    await add(3, 'ixelles', { price: 2_000_000 });
    expect(await findSimilarPropertyIds(db, 1)).toEqual([3]);
  });

  it('compares by price alone when neither the property nor its town has a position', async () => {
    const { db, add } = await catalogue();
    await add(1, 'nowhere');
    await add(2, 'liege', { price: 350_000 });
    await add(3, 'antwerp', { price: 390_000 });
    expect(await findSimilarPropertyIds(db, 1)).toEqual([3, 2]);
  });

  it('compares a price the agency does not publish, which the card then leaves out', async () => {
    const { db, add } = await catalogue();
    await add(1, 'uccle');
    await add(2, 'uccle', { price: 390_000, publishPrice: false });
    await add(3, 'uccle', { price: 900_000 });
    expect(await findSimilarPropertyIds(db, 1)).toEqual([2]);
  });

  it('finds nothing for a property that does not exist', async () => {
    const { db } = await catalogue();
    expect(await findSimilarPropertyIds(db, 404)).toEqual([]);
  });
});
