// The outdoor, energy and availability criteria and the price per m² sort against a real database:
// each returns exactly the matching properties, counted, on SQLite and PostgreSQL alike.
import { describe, expect, it } from 'vitest';
import { pricePerM2 } from '@/lib/domain/price-per-m2';
import { loadFacets } from '@/lib/listing/facets';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { findListingResults } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';
import { createListingRows, type ListingRow } from '../support/listing-rows';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const TOWNS = {
  brussels: { zip: '1000', countryId: 10 },
  wallonia: { zip: '4000', countryId: 10 },
  flanders: { zip: '9000', countryId: 10 },
  luxembourg: { zip: '1616', countryId: 50 },
  // Outside Belgium and Luxembourg: no region, so no energy label.
  france: { zip: '7500', countryId: 33 },
} as const;

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

// Rentals 1–11 (the newer the higher the id), a sale and a withdrawn rental. Energy: Brussels C
// ends at 150, Wallonia at 255, Flanders at 300; Luxembourg reads its class, never the number.
type Row = ListingRow<keyof typeof TOWNS>;
const ROWS: Row[] = [
  [
    1,
    'brussels',
    { surfaceGarden: 50, energyPerformance: 150, availableFrom: day('2026-12-01'), price: 1000, surfaceLiving: 100 },
  ],
  [
    2,
    'brussels',
    { surfaceTerrace: 10, energyPerformance: 150.5, availableFrom: day('2026-12-02'), price: 1500, surfaceLiving: 100 },
  ],
  [3, 'wallonia', { garages: 1, energyPerformance: 255, price: 900, surfaceLiving: 50 }],
  [4, 'wallonia', { parkings: 2, energyPerformance: 256, availableFrom: day('2026-11-30'), price: 800 }],
  [
    5,
    'flanders',
    {
      surfaceGarden: 0,
      surfaceTerrace: 0,
      energyPerformance: 300,
      availableFrom: day('2026-12-01'),
      price: 2000,
      surfaceLiving: 250,
    },
  ],
  [
    6,
    'flanders',
    {
      surfaceGarden: 100,
      surfaceTerrace: 20,
      parkings: 0,
      availableFrom: day('2027-01-01'),
      price: 1200,
      publishPrice: false,
      surfaceLiving: 80,
    },
  ],
  [
    7,
    'luxembourg',
    {
      epcLabelText: 'C',
      energyPerformance: 500,
      garages: 0,
      availableFrom: day('2026-12-01'),
      price: 3000,
      surfaceLiving: 100,
    },
  ],
  [8, 'luxembourg', { epcLabelText: 'c', price: 1000, surfaceLiving: 200 }],
  [9, 'luxembourg', { epcLabelText: 'D', surfaceLiving: 100 }],
  [10, 'france', { surfaceGarden: 5, energyPerformance: 10, price: 700, surfaceLiving: 70 }],
  [11, 'flanders', { energyPerformance: -5, price: 500, surfaceLiving: 0 }],
  [12, 'brussels', { goal: 0, surfaceGarden: 30, energyPerformance: 10, availableFrom: day('2026-01-01') }],
  [13, 'brussels', { status: 'withdrawn', surfaceGarden: 30, energyPerformance: 10, availableFrom: day('2026-01-01') }],
];

async function catalogue(): Promise<Db> {
  const db = await freshDb();
  const cityIds = new Map<string, number>();
  for (const [name, town] of Object.entries(TOWNS)) {
    const city = await db.city.create({ data: { key: `${town.countryId}|${town.zip}|${name}`, ...town } });
    cityIds.set(name, city.id);
  }
  // Stored beside the price by the import, which these rows do not go through.
  const withPricePerM2 = ROWS.map(([id, town, columns]): Row => [
    id,
    town,
    {
      ...columns,
      pricePerM2: pricePerM2({
        price: columns.price ?? null,
        surfaceLiving: columns.surfaceLiving ?? null,
        publishPrice: columns.publishPrice ?? true,
      }),
    },
  ]);
  await createListingRows(db, withPricePerM2, (town) => ({
    cityId: cityIds.get(town)!,
    countryId: TOWNS[town].countryId,
  }));
  return db;
}

const results = async (db: Db, query: string, pageSize = 20) => {
  const { items, total } = await findListingResults(db, {
    locale: 'fr',
    goal: 'rent',
    filters: parseListingFilters(new URLSearchParams(query)).filters,
    pageSize,
  });
  return { ids: items.map((item) => item.id), total };
};

describe('outdoor, energy and availability criteria', () => {
  it('each returns exactly the matching rentals, counted', async () => {
    const db = await catalogue();
    const cases: [string, number[]][] = [
      ['feature=garden', [1, 6, 10]],
      ['feature=terrace', [2, 6]],
      ['feature=parking', [3, 4]],
      ['feature=garden&feature=terrace', [6]],
      // Each region's own scale: Brussels 150 is C- (150.5 is D+), Wallonia 255 is C, Flanders 300
      // is C; Luxembourg's class in either case, whatever its number; no number or no region, no label.
      ['epc=c', [1, 3, 5, 7, 8, 11]],
      ['epc=a', [11]],
      ['epc=f', [1, 2, 3, 4, 5, 7, 8, 9, 11]],
      ['region=brussels&epc=c', [1]],
      ['available=2026-11-30', [4]],
      ['available=2026-12-01', [1, 4, 5, 7]],
      ['available=2026-12-02', [1, 2, 4, 5, 7]],
      ['feature=garden&epc=c&available=2026-12-01', [1]],
      ['feature=parking&epc=a', []],
    ];
    for (const [query, expected] of cases) {
      const found = await results(db, query);
      expect({ query, ids: [...found.ids].sort((a, b) => a - b), total: found.total }).toEqual({
        query,
        ids: expected,
        total: expected.length,
      });
    }
  });

  it('counts each feature and the dated rentals for the form', async () => {
    const db = await catalogue();
    const facets = await loadFacets(db, 'fr', 'rent');
    expect(facets.features).toEqual({ garden: 3, terrace: 2, parking: 2 });
    expect(facets.dated).toBe(6);
    expect(facets.total).toBe(11);
    const sale = await loadFacets(db, 'fr', 'sale');
    expect(sale.features).toEqual({ garden: 1, terrace: 0, parking: 0 });
    expect(sale.dated).toBe(1);
  });
});

describe('sorting by price per m²', () => {
  // Published price ÷ living area: 8 → 5, 5 → 8, 1 and 10 → 10 (by id), 2 → 15, 3 → 18, 7 → 30;
  // then, newest first, those without a published price (6, 9) or living area (4, 11).
  const ORDER = [8, 5, 1, 10, 2, 3, 7, 11, 9, 6, 4];

  it('ranks the cheapest per m² first, the rest after them newest first, page after page', async () => {
    const db = await catalogue();
    expect(await results(db, 'sort=price-m2-asc')).toEqual({ ids: ORDER, total: ORDER.length });
    for (const page of [1, 2, 3, 4]) {
      expect((await results(db, `sort=price-m2-asc&page=${page}`, 3)).ids).toEqual(
        ORDER.slice((page - 1) * 3, page * 3),
      );
    }
  });

  it('sorts a filtered list too', async () => {
    const db = await catalogue();
    expect(await results(db, 'feature=garden&sort=price-m2-asc')).toEqual({ ids: [1, 10, 6], total: 3 });
    expect(await results(db, 'epc=c&sort=price-m2-asc', 2)).toEqual({ ids: [8, 5], total: 6 });
    expect(await results(db, 'epc=c&sort=price-m2-asc&page=3', 2)).toEqual({ ids: [7, 11], total: 6 });
  });
});
