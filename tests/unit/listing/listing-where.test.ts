// The where clause of the outdoor, energy and availability criteria, built without a database:
// the towns are all the clause reads (integration tests run it: tests/integration/listing/filters.test.ts).
import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { energyWhere, type Town } from '@/lib/listing/energy-filter';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { listingWhere } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';

const TOWNS: Town[] = [
  { id: 1, zip: '1000', countryId: 10 }, // Brussels
  { id: 2, zip: '1180', countryId: 10 }, // Brussels
  { id: 3, zip: '4000', countryId: 10 }, // Wallonia
  { id: 4, zip: '9000', countryId: 10 }, // Flanders
  { id: 5, zip: '1616', countryId: 50 }, // Luxembourg
  { id: 6, zip: '7500', countryId: 33 }, // France: no region, no label
];

/** A client that knows only the towns: any other read would fail the test. */
const client = { city: { findMany: async () => TOWNS } } as unknown as Db;
const where = async (query: string) =>
  listingWhere(client, 'fr', 'rent', parseListingFilters(new URLSearchParams(query)).filters);
const RENT_GOAL = { status: 'available', goal: 1 };

const LUX_C = ['A+', 'A', 'B', 'C', 'a+', 'a', 'b', 'c'];

describe('energyWhere', () => {
  it.each<[string, Town[], Prisma.PropertyWhereInput]>([
    [
      'c in every region',
      TOWNS,
      {
        OR: [
          { cityId: { in: [1, 2] }, energyPerformance: { lte: 150 } },
          { cityId: { in: [3] }, energyPerformance: { lte: 255 } },
          { cityId: { in: [4] }, energyPerformance: { lte: 300 } },
          { cityId: { in: [5] }, epcLabelText: { in: LUX_C } },
        ],
      },
    ],
    ['c in Brussels only', TOWNS.slice(0, 2), { OR: [{ cityId: { in: [1, 2] }, energyPerformance: { lte: 150 } }] }],
    ['c in a town of no region', TOWNS.slice(5), { id: { in: [] } }],
    ['c without any town', [], { id: { in: [] } }],
  ])('%s', (_case, towns, expected) => {
    expect(energyWhere(towns, 'c')).toEqual(expected);
  });

  it('asks only for a label in Flanders at F, whose table ends there', () => {
    expect(energyWhere([TOWNS[3]!], 'f')).toEqual({ OR: [{ cityId: { in: [4] }, energyPerformance: { not: null } }] });
    expect(energyWhere([TOWNS[2]!], 'f')).toEqual({ OR: [{ cityId: { in: [3] }, energyPerformance: { lte: 510 } }] });
  });
});

describe('listingWhere: outdoor, energy and availability criteria', () => {
  it.each<[string, Prisma.PropertyWhereInput]>([
    ['feature=garden', { ...RENT_GOAL, AND: [{ surfaceGarden: { gt: 0 } }] }],
    ['feature=terrace', { ...RENT_GOAL, AND: [{ surfaceTerrace: { gt: 0 } }] }],
    ['feature=parking', { ...RENT_GOAL, AND: [{ OR: [{ garages: { gt: 0 } }, { parkings: { gt: 0 } }] }] }],
    [
      'feature=parking&feature=garden',
      { ...RENT_GOAL, AND: [{ surfaceGarden: { gt: 0 } }, { OR: [{ garages: { gt: 0 } }, { parkings: { gt: 0 } }] }] },
    ],
    ['available=2026-12-01', { ...RENT_GOAL, availableFrom: { not: null, lt: new Date('2026-12-02T00:00:00.000Z') } }],
    ['available=2026-12-31', { ...RENT_GOAL, availableFrom: { not: null, lt: new Date('2027-01-01T00:00:00.000Z') } }],
    ['epc=c', { ...RENT_GOAL, AND: [energyWhere(TOWNS, 'c')] }],
    // A region narrows the towns the energy condition names.
    [
      'region=brussels&epc=a',
      {
        ...RENT_GOAL,
        cityId: { in: [1, 2] },
        AND: [{ OR: [{ cityId: { in: [1, 2] }, energyPerformance: { lte: 45 } }] }],
      },
    ],
    // Both bounds narrow the one price column, which a hidden price never enters.
    ['priceMin=800&priceMax=1500', { ...RENT_GOAL, publishPrice: true, price: { gt: 0, gte: 800, lte: 1500 } }],
    // Sorting by price per m² narrows nothing.
    ['sort=price-m2-asc', RENT_GOAL],
  ])('%s', async (query, expected) => {
    expect(await where(query)).toEqual(expected);
  });
});

describe('listingWhere: new and price reduced', () => {
  const NOW = new Date('2026-11-20T09:00:00.000Z');
  const DAY = 86_400_000;
  const whereAt = async (query: string) =>
    listingWhere(client, 'fr', 'rent', parseListingFilters(new URLSearchParams(query)).filters, NOW);
  const ON_OFFER = { marquee: { notIn: [3, 4] } };
  const NEW = { createdAt: { gte: new Date(NOW.getTime() - 7 * DAY) } };
  // A hidden price is never "reduced" (docs/domain-rules.md, private fields).
  const REDUCED = { publishPrice: true, priceReducedAt: { not: null, gte: new Date(NOW.getTime() - 30 * DAY) } };

  it.each<[string, Prisma.PropertyWhereInput]>([
    ['recent=new', { ...RENT_GOAL, ...ON_OFFER, ...NEW }],
    ['recent=reduced', { ...RENT_GOAL, ...ON_OFFER, ...REDUCED }],
    ['recent=new&recent=reduced', { ...RENT_GOAL, ...ON_OFFER, ...NEW, ...REDUCED }],
    // Beside a price range, which asks for a published price as well.
    [
      'recent=reduced&priceMax=1500',
      { ...RENT_GOAL, ...ON_OFFER, ...REDUCED, price: { gt: 0, gte: undefined, lte: 1500 } },
    ],
  ])('%s', async (query, expected) => {
    expect(await whereAt(query)).toEqual(expected);
  });
});

describe('listingWhere: the free text', () => {
  /** A client whose lookups find nothing: a word found nowhere matches no property. */
  const finding = (rows: unknown[]) => ({ findMany: async () => rows });
  const empty = {
    city: finding([]),
    property: finding([]),
    propertyTranslation: finding([]),
    propertyTypeTranslation: finding([]),
  } as unknown as Db;

  it("comes after every filter's conditions: its lookups cost the most", async () => {
    const { filters } = parseListingFilters(new URLSearchParams('q=villa&feature=garden&ref=V-12A'));
    expect(await listingWhere(empty, 'fr', 'rent', filters)).toEqual({
      ...RENT_GOAL,
      AND: [{ surfaceGarden: { gt: 0 } }, { recordFile: 'V-12A' }, { id: { in: [] } }],
    });
  });
});
