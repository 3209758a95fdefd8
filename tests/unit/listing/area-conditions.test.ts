// The `area` filter's conditions, built without a database (the integration test runs them:
// tests/integration/listing/several-towns-and-area.test.ts).
import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { areaWhere, townsInArea } from '@/lib/listing/area-conditions';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { listingWhere } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';

const AREA = { south: 50.8, west: 4.3, north: 50.9, east: 4.45 };
const OWN_POSITION = {
  publishAddress: true,
  latitude: { gte: 50.8, lte: 50.9 },
  longitude: { gte: 4.3, lte: 4.45 },
};
// Where the map puts a property on its town (lib/listing/map-points.ts, mapPosition).
const ON_ITS_TOWN = [
  { publishAddress: false },
  { latitude: null },
  { longitude: null },
  { latitude: { lt: -90 } },
  { latitude: { gt: 90 } },
  { longitude: { lt: -180 } },
  { longitude: { gt: 180 } },
];

describe('area conditions', () => {
  it('finds the towns by their own position', () => {
    expect(townsInArea(AREA)).toEqual({ latitude: { gte: 50.8, lte: 50.9 }, longitude: { gte: 4.3, lte: 4.45 } });
  });

  it('finds a published address by its position, any other property by its town', () => {
    expect(areaWhere(AREA, [3, 7])).toEqual({ OR: [OWN_POSITION, { cityId: { in: [3, 7] }, OR: ON_ITS_TOWN }] });
  });

  it('reads only published positions when no town lies in the area', () => {
    expect(areaWhere(AREA, [])).toEqual(OWN_POSITION);
  });
});

describe('listingWhere: towns and area', () => {
  const RENT_GOAL = { status: 'available', goal: 1 };
  // The towns table as the queries read it: by postcode and names, or by position.
  const towns = [
    { id: 1, zip: '9000', translations: [{ name: 'Gent' }, { name: 'Gand' }] },
    { id: 2, zip: '5000', translations: [{ name: 'Namur' }, { name: 'Namen' }] },
    { id: 3, zip: '5000', translations: [{ name: 'Beez' }] },
    { id: 4, zip: '1050', translations: [{ name: 'Ixelles' }, { name: 'Elsene' }] },
  ];
  const asked: Prisma.CityFindManyArgs[] = [];
  const client = {
    city: {
      findMany: async (args: Prisma.CityFindManyArgs) => {
        asked.push(args);
        return args.where && 'latitude' in args.where ? [{ id: 4 }] : towns;
      },
    },
  } as unknown as Db;
  const where = (query: string) =>
    listingWhere(client, 'fr', 'rent', parseListingFilters(new URLSearchParams(query)).filters);

  it('names the towns of every postcode asked in one read, by any of their names', async () => {
    asked.length = 0;
    expect(await where('city=Gand|9000&city=Namen|5000')).toEqual({ ...RENT_GOAL, cityId: { in: [1, 2] } });
    expect(asked).toEqual([
      {
        where: { zip: { in: ['5000', '9000'] } },
        select: { id: true, zip: true, translations: { select: { name: true } } },
      },
    ]);
  });

  it('finds nothing for towns that do not exist, without asking for properties', async () => {
    expect(await where('city=Paris|7500')).toBeNull();
  });

  it('narrows to the area, with the towns in it', async () => {
    asked.length = 0;
    expect(await where('area=50.8,4.3,50.9,4.45')).toEqual({ ...RENT_GOAL, AND: [areaWhere(AREA, [4])] });
    expect(asked).toEqual([{ where: townsInArea(AREA), select: { id: true } }]);
  });
});
