// Price reductions from the CRM feed to the listing, on a real database (SQLite here, PostgreSQL
// in the PostgreSQL run): the import keeps the price a lower one replaced and when it saw it, the
// "price reduced" and "new" criteria find what the cards badge, and a higher price or a property
// listed again clears the reduction (lib/domain/price-reduction.ts).
import { describe, expect, it } from 'vitest';
import { importFeed } from '@/lib/import/import-feed';
import { loadFacets } from '@/lib/listing/facets';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { findListingResults } from '@/lib/listing/listing-query';
import type { Db } from '@/lib/prisma-client';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { recentActivityFeed } from '@/prisma/seed/recent-activity';
import { countingWrites } from '../support/count-writes';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const DAY = 86_400_000;
const FIRST_IMPORT = new Date('2026-11-10T06:00:00.000Z');
const REDUCTION = new Date('2026-11-20T06:00:00.000Z');
const LATER = new Date(REDUCTION.getTime() + DAY);
const [HOUSE, FLAT, NEW_HOUSE] = [71001, 71002, 71003];

/** A sale in Uccle, in French; `Price` and anything else as given. */
const sale = (id: number, price: number, change: Record<string, unknown> = {}) => ({
  ID: id,
  Goal: 0,
  City: 'Uccle',
  Zip: '1180',
  WebID: 1,
  language: 'fr',
  RecordFile: `V-${id}`,
  Title: `Bien ${id}`,
  Price: price,
  SurfaceLiving: 100,
  CreatedAt: '2026-10-01',
  ...change,
});
const feed = (properties: unknown[], full = false) => ({
  full,
  webIDs: [{ ID: 1, WebID: 1, Name: 'Maison', language: 'fr' }],
  properties,
});
const catalogue = (house: number, flat = 300_000) => [
  sale(HOUSE, house),
  sale(FLAT, flat),
  // First published two days before the reduction: new for a week.
  sale(NEW_HOUSE, 500_000, { CreatedAt: '2026-11-18T09:00:00Z' }),
];

const reductionOf = (db: Db, id: number) =>
  db.property.findUniqueOrThrow({ where: { id }, select: { price: true, previousPrice: true, priceReducedAt: true } });

async function listed(db: Db, query: string, now: Date): Promise<number[]> {
  const { items } = await findListingResults(db, {
    locale: 'fr',
    goal: 'sale',
    filters: parseListingFilters(new URLSearchParams(query)).filters,
    pageSize: 12,
    now,
  });
  return items.map((item) => item.id).sort();
}

/** The catalogue imported once, then again with the house's price down from 400,000 to 380,000. */
async function reducedCatalogue() {
  const db = await freshDb();
  await importFeed(db, feed(catalogue(400_000)), { now: FIRST_IMPORT, afterImport: [] });
  const { db: counted, writes } = countingWrites(db);
  const report = await importFeed(counted, feed(catalogue(380_000)), { now: REDUCTION, afterImport: [] });
  return { db, report, writes };
}

describe('an import that lowers a price', () => {
  it('keeps the price it replaced and when, in the one UPDATE of the property', async () => {
    const { db, report, writes } = await reducedCatalogue();

    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(writes).toEqual(['Property.update']);
    expect(await reductionOf(db, HOUSE)).toEqual({ price: 380_000, previousPrice: 400_000, priceReducedAt: REDUCTION });
    expect(await reductionOf(db, FLAT)).toEqual({ price: 300_000, previousPrice: null, priceReducedAt: null });
  });

  it('is what "price reduced" lists, for 30 days, and what "new" does not', async () => {
    const { db } = await reducedCatalogue();

    expect(await listed(db, '', LATER)).toEqual([HOUSE, FLAT, NEW_HOUSE]);
    expect(await listed(db, 'recent=reduced', LATER)).toEqual([HOUSE]);
    expect(await listed(db, 'recent=new', LATER)).toEqual([NEW_HOUSE]);
    expect(await listed(db, 'recent=new&recent=reduced', LATER)).toEqual([]);
    expect(await listed(db, 'recent=reduced&priceMax=390000', LATER)).toEqual([HOUSE]);
    expect(await loadFacets(db, 'fr', 'sale', LATER)).toMatchObject({ recent: { new: 1, reduced: 1 } });

    const [lastDay, dayAfter] = [REDUCTION.getTime() + 30 * DAY, REDUCTION.getTime() + 30 * DAY + 1];
    expect(await listed(db, 'recent=reduced', new Date(lastDay))).toEqual([HOUSE]);
    expect(await listed(db, 'recent=reduced', new Date(dayAfter))).toEqual([]);
    expect(await listed(db, 'recent=new', new Date(Date.parse('2026-11-25T09:00:00Z') + 1))).toEqual([]);
  });

  it('never lists a sold property as reduced', async () => {
    const { db } = await reducedCatalogue();
    await importFeed(db, feed([sale(HOUSE, 380_000, { Marquee: 3 })]), { now: LATER, afterImport: [] });

    expect(await listed(db, 'recent=reduced', LATER)).toEqual([]);
  });
});

describe('a reduction is cleared', () => {
  it('by a higher price', async () => {
    const { db } = await reducedCatalogue();
    await importFeed(db, feed([sale(HOUSE, 390_000)]), { now: LATER, afterImport: [] });

    expect(await reductionOf(db, HOUSE)).toEqual({ price: 390_000, previousPrice: null, priceReducedAt: null });
    expect(await listed(db, 'recent=reduced', LATER)).toEqual([]);
  });

  it('by a price no longer published', async () => {
    const { db } = await reducedCatalogue();
    await importFeed(db, feed([sale(HOUSE, 380_000, { PublishPrice: false })]), { now: LATER, afterImport: [] });

    expect(await reductionOf(db, HOUSE)).toMatchObject({ previousPrice: null, priceReducedAt: null });
  });

  it('not by a change that leaves the price alone', async () => {
    const { db } = await reducedCatalogue();
    await importFeed(db, feed([sale(HOUSE, 380_000, { Bedrooms: 4 })]), { now: LATER, afterImport: [] });

    expect(await reductionOf(db, HOUSE)).toEqual({ price: 380_000, previousPrice: 400_000, priceReducedAt: REDUCTION });
  });

  it('by a second reduction, which strikes the price just before it', async () => {
    const { db } = await reducedCatalogue();
    await importFeed(db, feed([sale(HOUSE, 360_000)]), { now: LATER, afterImport: [] });

    expect(await reductionOf(db, HOUSE)).toEqual({ price: 360_000, previousPrice: 380_000, priceReducedAt: LATER });
  });

  it.each([
    ['as it was', 380_000],
    ['at a lower price still', 370_000],
  ])('when the property, withdrawn, is listed again %s', async (_, price) => {
    const { db } = await reducedCatalogue();
    const everything = { afterImport: [], maxWithdrawShare: 1 };
    const others = catalogue(380_000).filter((record) => record.ID !== HOUSE);
    await importFeed(db, feed(others, true), { now: LATER, ...everything });
    expect(await db.property.findUniqueOrThrow({ where: { id: HOUSE } })).toMatchObject({ status: 'withdrawn' });

    const back = catalogue(380_000).map((record) => (record.ID === HOUSE ? sale(HOUSE, price) : record));
    await importFeed(db, feed(back, true), { now: LATER, ...everything });

    expect(await reductionOf(db, HOUSE)).toEqual({ price, previousPrice: null, priceReducedAt: null });
    expect(await listed(db, 'recent=reduced', LATER)).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('leaves new and reduced properties of both goals, through the import', async () => {
    const db = await freshDb();
    await db.owner.createMany({
      data: ['owner@vitrine.example', 'second.owner@vitrine.example'].map((email) => ({
        email,
        name: email,
        passwordHash: 'x',
      })),
    });
    const demo = buildDemoFeed();
    await importFeed(db, demo, { now: FIRST_IMPORT, afterImport: [] });
    await importFeed(db, recentActivityFeed(demo, REDUCTION), { now: REDUCTION, afterImport: [] });

    expect(await loadFacets(db, 'fr', 'sale', LATER)).toMatchObject({ recent: { new: 1, reduced: 2 } });
    expect(await loadFacets(db, 'fr', 'rent', LATER)).toMatchObject({ recent: { new: 1, reduced: 1 } });
  });
});
