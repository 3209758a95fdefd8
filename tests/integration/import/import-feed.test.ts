// The CRM import on a real database: SQLite here, PostgreSQL in the PostgreSQL run
// (vitest.pg.config.ts). Writes are counted at the client, so "changes nothing" means no write
// was sent at all, and "updates the price" means exactly one UPDATE.
import { describe, expect, it, vi } from 'vitest';
import { pricePerM2 } from '@/lib/domain/price-per-m2';
import type { AfterImportListener, ImportChanges } from '@/lib/import/after-import';
import { readFeedStream } from '@/lib/import/feed-reader';
import { FeedRefusedError, importFeed } from '@/lib/import/import-feed';
import type { Db } from '@/lib/prisma-client';
import { buildDemoFeed, type DemoFeed } from '@/prisma/seed/demo-feed';
import { countingWrites } from '../support/count-writes';
import { testDatabaseHooks } from '../support/test-database-hooks';

const NOW = new Date('2026-11-20T09:00:00.000Z');
// Each test imports the demo catalogue once or twice: seconds on a busy two-core machine.
const databases = testDatabaseHooks({ testTimeout: 30_000 });

/** A fresh, migrated database with the owner accounts the demo feed links to. */
async function freshDb(): Promise<Db> {
  const db = await databases.freshDb();
  await db.owner.createMany({
    data: [
      { email: 'owner@vitrine.example', name: 'Owner', passwordHash: 'x' },
      { email: 'second.owner@vitrine.example', name: 'Second owner', passwordHash: 'x' },
    ],
  });
  return db;
}

/** A database holding the demo catalogue, and a client on it that counts its writes. */
async function importedDb() {
  const db = await freshDb();
  await importFeed(db, demoFeed(), { now: NOW, afterImport: [] });
  const { db: counted, writes } = countingWrites(db);
  return { db, counted, writes };
}

const demoFeed = (): DemoFeed => structuredClone(buildDemoFeed());
const propertyIds = (feed: DemoFeed) => [...new Set(feed.properties.map((record) => record.ID))];
const bytesOf = async function* (value: unknown) {
  yield Buffer.from(JSON.stringify(value));
};

async function snapshot(db: Db) {
  const [properties, projects, documents, publications, communications, pictures, translations] = await Promise.all([
    db.property.findMany({ orderBy: { id: 'asc' } }),
    db.project.findMany({ select: { id: true, updatedAt: true, status: true }, orderBy: { id: 'asc' } }),
    db.propertyDocument.findMany({ orderBy: { id: 'asc' } }),
    db.portalPublication.findMany({ orderBy: { id: 'asc' } }),
    db.communication.findMany({ orderBy: { id: 'asc' } }),
    db.propertyPicture.findMany({ orderBy: { id: 'asc' } }),
    db.propertyTranslation.findMany({ orderBy: [{ propertyId: 'asc' }, { locale: 'asc' }] }),
  ]);
  return { properties, projects, documents, publications, communications, pictures, translations };
}

/** A full feed without the first `count` properties (and their links). */
function feedWithout(count: number): DemoFeed {
  const feed = demoFeed();
  const missing = new Set(propertyIds(feed).slice(0, count));
  feed.properties = feed.properties.filter((record) => !missing.has(record.ID));
  feed.owners = feed.owners.filter((link) => !missing.has(link.PropertyID));
  feed.publications = feed.publications.filter((publication) => !missing.has(publication.PropertyID));
  feed.communications = feed.communications.filter((entry) => !missing.has(entry.PropertyID));
  return feed;
}

describe('importFeed with the demo feed', () => {
  it('imports every record with nothing rejected', async () => {
    const db = await freshDb();
    const feed = demoFeed();
    const ids = propertyIds(feed);

    const report = await importFeed(db, feed, { now: NOW });

    expect(report.rejected).toEqual([]);
    expect(report).toMatchObject({ created: ids.length, updated: 0, unchanged: 0, withdrawn: 0 });
    expect(report.projects).toMatchObject({ created: 4, updated: 0, unchanged: 0, withdrawn: 0 });
    const frenchRecords = feed.properties.filter((record) => record.language === 'fr');
    const pictureCount = frenchRecords.reduce((sum, record) => sum + (record.Pictures?.length ?? 0), 0);
    const documentCount = frenchRecords.reduce((sum, record) => sum + (record.Documents?.length ?? 0), 0);
    expect(await db.property.count()).toBe(ids.length);
    expect(await db.propertyTranslation.count()).toBe(ids.length * 4);
    expect(await db.propertyPicture.count()).toBe(pictureCount);
    expect(await db.propertyDocument.count()).toBe(documentCount);
    expect(await db.propertyType.count()).toBe(7);
    expect(await db.propertyTypeTranslation.count()).toBe(28);
    expect(await db.agencyContact.count()).toBe(3);
    expect(await db.project.count()).toBe(4);
    expect(await db.projectTranslation.count()).toBe(16);
    expect(await db.city.count()).toBe(new Set(feed.citys.map((city) => `${city.CountryID}-${city.Zip}`)).size);
    expect(await db.ownerProperty.count()).toBe(feed.owners.length);
    expect(await db.portalPublication.count()).toBe(feed.publications.length);
    expect(await db.communication.count()).toBe(feed.communications.length);
  });

  it('maps the feed fields onto the rows', async () => {
    const db = await freshDb();
    const feed = demoFeed();
    await importFeed(db, feed, { now: NOW });

    const record = feed.properties.find((candidate) => candidate.VideoUrl && candidate.language === 'nl');
    if (!record) throw new Error('the demo feed has a property with a video');
    const row = await db.property.findUniqueOrThrow({
      where: { id: record.ID },
      include: { translations: true, documents: true, city: { include: { translations: true } }, type: true },
    });
    expect(row).toMatchObject({
      goal: record.Goal === 0 ? 0 : 1,
      price: record.Price,
      videoUrl: record.VideoUrl,
      virtualTourUrl: record.VirtualTourUrl,
      recordFile: record.RecordFile,
      status: 'available',
      type: { webId: record.WebID },
    });
    expect(row.createdAt.toISOString()).toBe(record.CreatedAt);
    expect(row.updatedAt).toEqual(NOW);
    expect(row.translations.find((t) => t.locale === 'nl')).toMatchObject({
      title: record.Title,
      description: record.Description,
    });
    expect(row.city.translations.find((t) => t.locale === 'nl')?.name).toBe(record.City);
    expect(row.documents.some((document) => document.public && document.url)).toBe(true);
    expect(row.documents.some((document) => !document.public && document.url === null)).toBe(true);

    const startingFrom = await db.property.findMany({ where: { priceUnit: 7 }, include: { translations: true } });
    expect(startingFrom.length).toBeGreaterThan(0);
    expect(startingFrom[0]?.translations.find((t) => t.locale === 'fr')?.priceUnitText).toBe('À partir de');
    const uccle = await db.cityTranslation.findMany({ where: { city: { zip: '1180' } } });
    expect(Object.fromEntries(uccle.map((t) => [t.locale, t.name]))).toMatchObject({ fr: 'Uccle', nl: 'Ukkel' });
  });

  it('leaves fresh statistics for the query planner after changing much of the catalogue', async () => {
    const { db: counted, writes } = countingWrites(await freshDb());
    await importFeed(counted, demoFeed(), { now: NOW, afterImport: [] });
    expect(writes.at(-1)).toBe('ANALYZE');
  });

  it('writes nothing when the same feed comes again', async () => {
    const { db, counted, writes } = await importedDb();
    const before = await snapshot(db);

    const report = await importFeed(counted, demoFeed(), { now: new Date(NOW.getTime() + 3_600_000) });

    expect(report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: before.properties.length,
      withdrawn: 0,
      rejected: [],
    });
    expect(report.projects).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(writes).toEqual([]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('writes nothing when the same feed comes again as a file', async () => {
    const db = await freshDb();
    const first = await importFeed(db, await readFeedStream(bytesOf(demoFeed())), { now: NOW });
    expect(first.created).toBe(propertyIds(demoFeed()).length);
    const { db: counted, writes } = countingWrites(db);

    const again = await importFeed(counted, await readFeedStream(bytesOf(demoFeed())), { now: NOW });

    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: first.created });
    expect(writes).toEqual([]);
  });

  it('counts the same records spelled differently as unchanged, refreshing only their hash', async () => {
    const { db, counted, writes } = await importedDb();
    const before = await snapshot(db);
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    // Numbers as text and keys in another order: the rows they make are the same.
    feed.properties = feed.properties.map((record) =>
      record.ID === target
        ? Object.fromEntries(Object.entries({ ...record, Price: `${record.Price}` }).reverse())
        : record,
    ) as DemoFeed['properties'];

    const report = await importFeed(counted, feed, { now: NOW });

    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: before.properties.length });
    expect(writes).toEqual(['Property.update']);
    const after = await snapshot(db);
    const changed = after.properties.filter((row, index) => row.feedHash !== before.properties[index]?.feedHash);
    expect(changed.map((row) => row.id)).toEqual([target]);
    expect({ ...changed[0], feedHash: null, updatedAt: null }).toEqual({
      ...before.properties.find((row) => row.id === target),
      feedHash: null,
      updatedAt: null,
    });
  });
});

describe('importFeed writes what changed, and only that', () => {
  it('updates one column of the property whose price changed', async () => {
    const { db, counted, writes } = await importedDb();
    const before = await snapshot(db);
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    for (const record of feed.properties) if (record.ID === target) record.Price = (record.Price ?? 0) + 5_000;

    const report = await importFeed(counted, feed, { now: NOW });

    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: before.properties.length - 1, withdrawn: 0 });
    expect(writes).toEqual(['Property.update']);
    const after = await snapshot(db);
    const changed = after.properties.filter((row, index) => row.updatedAt > (before.properties[index]?.updatedAt ?? 0));
    expect(changed.map((row) => row.id)).toEqual([target]);
    expect(changed[0]?.price).toBe((before.properties[0]?.price ?? 0) + 5_000);
    expect(after.pictures).toEqual(before.pictures);
    expect(after.translations).toEqual(before.translations);
  });

  it('rewrites only the picture that changed, and adds and removes pictures by their CRM id', async () => {
    const { db, counted, writes } = await importedDb();
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    const fr = feed.properties.find((record) => record.ID === target && record.language === 'fr');
    const [changed, ...rest] = fr?.Pictures ?? [];
    const removed = rest.pop();
    if (!fr || !changed || !removed) throw new Error('the first demo property has pictures');
    const pictures = [
      { ...changed, Url: '/media/demo/new-front.jpg' },
      ...rest,
      { ID: 999_001, Url: '/media/demo/new-garden.jpg', Width: 1600, Height: 1067, Name: 'Jardin' },
    ];
    // The pictures come from the first language's record; the others only add their captions.
    fr.Pictures = pictures;

    const report = await importFeed(counted, feed, { now: NOW });

    expect(report.updated).toBe(1);
    expect(writes.sort()).toEqual(
      ['$executeRaw', 'Property.update', 'PropertyPicture.deleteMany', 'PropertyPicture.update'].sort(),
    );
    const rows = await db.propertyPicture.findMany({ where: { propertyId: target }, orderBy: { sort: 'asc' } });
    expect(rows.map((row) => [row.id, row.url])).toEqual(pictures.map((picture) => [picture.ID, picture.Url]));
    expect(await db.propertyPicture.findUnique({ where: { id: removed.ID } })).toBeNull();
  });

  it('keeps the picture captions of every language, and rewrites only the picture whose caption changed', async () => {
    const { db, counted, writes } = await importedDb();
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    const nl = feed.properties.find((record) => record.ID === target && record.language === 'nl');
    const [first] = nl?.Pictures ?? [];
    if (!nl?.Pictures || !first) throw new Error('the first demo property has pictures in Dutch');
    nl.Pictures = nl.Pictures.map((picture) =>
      picture.ID === first.ID ? { ...picture, Name: 'Zonnige tuin' } : picture,
    );

    await importFeed(counted, feed, { now: NOW });

    expect(writes.sort()).toEqual(['Property.update', 'PropertyPicture.update'].sort());
    const row = await db.propertyPicture.findUniqueOrThrow({ where: { id: first.ID } });
    expect(JSON.parse(row.captions ?? '{}')).toMatchObject({ nl: 'Zonnige tuin' });
  });

  it('updates only the translation whose text changed', async () => {
    const { db, counted, writes } = await importedDb();
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    const nl = feed.properties.find((record) => record.ID === target && record.language === 'nl');
    if (!nl) throw new Error('the first demo property has a Dutch record');
    nl.Description = 'Nieuwe beschrijving.';

    await importFeed(counted, feed, { now: NOW });

    expect(writes).toEqual(['Property.update', 'PropertyTranslation.update']);
    const row = await db.propertyTranslation.findUniqueOrThrow({
      where: { propertyId_locale: { propertyId: target ?? 0, locale: 'nl' } },
    });
    expect(row.description).toBe('Nieuwe beschrijving.');
  });

  it('imports a partial feed without touching the properties it leaves out', async () => {
    const { db, counted, writes } = await importedDb();
    const before = await snapshot(db);
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    const records = feed.properties.filter((record) => record.ID === target);
    for (const record of records) record.Bedrooms = (record.Bedrooms ?? 0) + 1;

    const report = await importFeed(counted, { full: false, properties: records }, { now: NOW });

    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 0, withdrawn: 0 });
    expect(writes).toEqual(['Property.update']);
    const after = await snapshot(db);
    expect(after.properties.filter((row) => row.id !== target)).toEqual(
      before.properties.filter((row) => row.id !== target),
    );
    expect(await db.property.count({ where: { status: 'available' } })).toBe(before.properties.length);
  });
});

describe('importFeed and the price per m² the listing sorts by', () => {
  /** A demo property with a published price and a living area, and its records in every language. */
  function pricedProperty(feed: DemoFeed) {
    const record = feed.properties.find(
      (candidate) =>
        candidate.PublishPrice !== false && (candidate.Price ?? 0) > 0 && (candidate.SurfaceLiving ?? 0) > 0,
    );
    if (!record) throw new Error('the demo feed has a property with a published price and a living area');
    return { id: record.ID, records: feed.properties.filter((candidate) => candidate.ID === record.ID) };
  }
  const storedPricePerM2 = async (db: Db, id: number) =>
    (await db.property.findUniqueOrThrow({ where: { id }, select: { pricePerM2: true } })).pricePerM2;

  it('stores it for every property by the rule: hidden prices and missing areas have none', async () => {
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });

    const rows = await db.property.findMany({
      select: { price: true, surfaceLiving: true, publishPrice: true, pricePerM2: true },
    });
    expect(rows.map((row) => row.pricePerM2)).toEqual(rows.map(pricePerM2));
    // The demo catalogue holds each case.
    expect(rows.some((row) => row.pricePerM2 !== null)).toBe(true);
    expect(rows.some((row) => !row.publishPrice && row.price !== null && row.surfaceLiving !== null)).toBe(true);
    expect(rows.some((row) => row.publishPrice && row.price !== null && row.surfaceLiving === null)).toBe(true);
  });

  it('follows a changed price, then a changed living area, in the one UPDATE of the property', async () => {
    const { db, counted, writes } = await importedDb();
    const feed = demoFeed();
    const { id, records } = pricedProperty(feed);

    for (const record of records) record.Price = 300_000;
    await importFeed(counted, feed, { now: NOW });
    expect(writes).toEqual(['Property.update']);
    expect(await storedPricePerM2(db, id)).toBe(300_000 / (records[0]?.SurfaceLiving ?? 0));

    for (const record of records) record.SurfaceLiving = 120;
    await importFeed(counted, feed, { now: NOW });
    expect(writes).toEqual(['Property.update', 'Property.update']);
    expect(await storedPricePerM2(db, id)).toBe(2_500);
  });

  it('is null once the price is no longer public, and back when it is again', async () => {
    const { db } = await importedDb();
    const feed = demoFeed();
    const { id, records } = pricedProperty(feed);
    const ratio = (records[0]?.Price ?? 0) / (records[0]?.SurfaceLiving ?? 0);
    expect(await storedPricePerM2(db, id)).toBe(ratio);

    for (const record of records) record.PublishPrice = false;
    await importFeed(db, feed, { now: NOW });
    expect(await storedPricePerM2(db, id)).toBeNull();

    for (const record of records) record.PublishPrice = true;
    await importFeed(db, feed, { now: NOW });
    expect(await storedPricePerM2(db, id)).toBe(ratio);
  });
});

describe('importFeed withdrawals', () => {
  it('withdraws a property a full feed leaves out, keeps it, and brings it back', async () => {
    const { db } = await importedDb();
    const missing = propertyIds(demoFeed())[0] ?? 0;

    const report = await importFeed(db, feedWithout(1), { now: NOW });

    expect(report).toMatchObject({ withdrawn: 1, created: 0, updated: 0 });
    const kept = await db.property.findUniqueOrThrow({ where: { id: missing }, include: { translations: true } });
    expect(kept).toMatchObject({ status: 'withdrawn', withdrawnAt: NOW });
    expect(kept.translations).toHaveLength(4);

    const again = await importFeed(db, demoFeed(), { now: NOW });
    expect(again).toMatchObject({ withdrawn: 0, updated: 1, created: 0 });
    expect(await db.property.findUniqueOrThrow({ where: { id: missing } })).toMatchObject({
      status: 'available',
      withdrawnAt: null,
    });
  });

  it('refuses a full feed that would withdraw more than the allowed share, and writes nothing', async () => {
    const { db, counted, writes } = await importedDb();
    const before = await snapshot(db);
    const total = before.properties.length;
    const tooMany = Math.floor(total * 0.2) + 1;

    const refusal = importFeed(counted, feedWithout(tooMany), { now: NOW });

    await expect(refusal).rejects.toBeInstanceOf(FeedRefusedError);
    await expect(refusal).rejects.toThrow(
      `it would withdraw ${tooMany} of the ${total} available properties (${Math.round((tooMany / total) * 1000) / 10}%), more than the 20% allowed`,
    );
    expect(writes).toEqual([]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('accepts the same feed when the allowed share is raised', async () => {
    const { db } = await importedDb();
    const total = await db.property.count();
    const count = Math.floor(total * 0.2) + 1;

    const report = await importFeed(db, feedWithout(count), { now: NOW, maxWithdrawShare: 0.5 });

    expect(report.withdrawn).toBe(count);
    expect(await db.property.count({ where: { status: 'withdrawn' } })).toBe(count);
  });

  it('withdraws nothing when the feed is not full', async () => {
    const { db } = await importedDb();
    const feed = demoFeed();
    const [kept] = propertyIds(feed);
    const partial = { properties: feed.properties.filter((record) => record.ID === kept), full: false };

    const report = await importFeed(db, partial, { now: NOW });

    expect(report).toMatchObject({ withdrawn: 0, unchanged: 1 });
    expect(await db.property.count({ where: { status: 'available' } })).toBe(propertyIds(feed).length);
  });
});

describe('importFeed with bad records', () => {
  function damagedFeed() {
    const feed = demoFeed();
    const [first, badZip, badPrice] = propertyIds(feed);
    const sloppy = feed.properties.filter((record) => record.ID === first);
    for (const record of feed.properties) {
      if (record.ID === badZip && record.language === 'fr') record.Zip = 'abc';
      if (record.ID === badPrice) Object.assign(record, { Price: 'cheap' });
    }
    const withoutId: Record<string, unknown> = { ...feed.properties[0] };
    delete withoutId.ID;
    const properties: unknown[] = [...feed.properties, withoutId];
    // Sloppy but readable CRM values: strings for numbers and booleans, "" for nothing.
    for (const record of sloppy) {
      Object.assign(record, {
        Price: `${record.Price}`,
        PublishPrice: 'false',
        EnergyPerformance: '123,5',
        Street: '',
      });
    }
    const owners = [...feed.owners, { Email: 'nobody@vitrine.example', PropertyID: first }];
    return { feed: { ...feed, properties, owners }, first: first ?? 0, badZip: badZip ?? 0, badPrice: badPrice ?? 0 };
  }

  it('rejects them with id, language and field, and imports the rest', async () => {
    const db = await freshDb();
    const { feed, first, badZip, badPrice } = damagedFeed();
    const total = propertyIds(demoFeed()).length;

    const report = await importFeed(db, feed, { now: NOW });

    expect(report.rejected).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'property', id: badZip, language: 'fr', field: 'Zip' }),
        expect.objectContaining({ kind: 'property', id: badZip, language: 'nl', field: '' }),
        expect.objectContaining({ kind: 'property', id: badPrice, language: 'de', field: 'Price' }),
        expect.objectContaining({ kind: 'property', id: null, field: 'ID' }),
        expect.objectContaining({ kind: 'owner', id: 'nobody@vitrine.example', field: 'Email' }),
      ]),
    );
    expect(report.rejected.find((record) => record.field === 'Zip')?.message).toMatch(/"abc" is not a postcode/);
    expect(report.created).toBe(total - 2);
    expect(await db.property.count()).toBe(total - 2);
    expect(await db.property.findUnique({ where: { id: badZip } })).toBeNull();
    expect(await db.property.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      publishPrice: false,
      energyPerformance: 123.5,
      street: null,
    });
  });

  it('keeps the previous version of a rejected property, even in a full feed', async () => {
    const { db } = await importedDb();
    const { feed, badPrice } = damagedFeed();
    const before = await db.property.findUniqueOrThrow({ where: { id: badPrice } });

    const report = await importFeed(db, feed, { now: NOW });

    expect(report.withdrawn).toBe(0);
    expect(await db.property.findUniqueOrThrow({ where: { id: badPrice } })).toEqual(before);
  });

  it('rejects a property whose type is unknown', async () => {
    const db = await freshDb();
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    for (const record of feed.properties) if (record.ID === target) record.WebID = 99;

    const report = await importFeed(db, feed, { now: NOW });

    expect(report.rejected.filter((record) => record.kind === 'property')).toEqual([
      expect.objectContaining({ id: target, field: 'WebID' }),
    ]);
    expect(await db.property.findUnique({ where: { id: target } })).toBeNull();
  });
});

describe('importFeed refusals', () => {
  const refused: [string, unknown][] = [
    ['null', null],
    ['a list', []],
    ['unparseable JSON', '{"properties": ['],
    ['an object without properties', { citys: [] }],
    ['properties that is not a list', { properties: 'all of them' }],
    ['an empty properties list', { properties: [] }],
    ['records without an ID', { full: true, properties: [{ ID: 'x' }, { Goal: 0 }] }],
    ['only invalid records', { full: true, properties: [{ ID: 5, Goal: 'sale' }] }],
  ];

  it('refuses each of them and writes nothing', async () => {
    const { db, counted, writes } = await importedDb();
    const before = await snapshot(db);

    for (const [name, feed] of refused) {
      await expect(importFeed(counted, feed, { now: NOW }), name).rejects.toBeInstanceOf(FeedRefusedError);
    }

    expect(writes).toEqual([]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('explains why', async () => {
    const db = await freshDb();
    await expect(importFeed(db, { properties: [] })).rejects.toThrow(/"properties" list is empty/);
    await expect(importFeed(db, 'nope')).rejects.toThrow(/not valid JSON/);
    await expect(importFeed(db, { properties: [{ ID: 5, Goal: 'sale' }] })).rejects.toThrow(
      /none of the 1 property records is valid/,
    );
  });
});

describe('after an import', () => {
  it('hands the created, updated, returned and withdrawn IDs to the after-import steps', async () => {
    const { db } = await importedDb();
    const feed = feedWithout(1);
    const [withdrawn, updated] = propertyIds(demoFeed());
    for (const record of feed.properties) if (record.ID === updated) record.Price = 1;
    const seen: ImportChanges[] = [];
    const listener: AfterImportListener = { name: 'record', run: async (_db, changes) => void seen.push(changes) };

    await importFeed(db, feed, { now: NOW, afterImport: [listener] });
    await importFeed(db, demoFeed(), { now: NOW, afterImport: [listener] });

    expect(seen).toMatchObject([
      { created: [], updated: [updated], returned: [], withdrawn: [withdrawn] },
      { created: [], updated: [updated], returned: [withdrawn], withdrawn: [] },
    ]);
  });

  it('tells the after-import steps whether names of types, towns, managers or projects changed', async () => {
    const db = await freshDb();
    const seen: ImportChanges[] = [];
    const listener: AfterImportListener = { name: 'record', run: async (_db, changes) => void seen.push(changes) };
    const feed = demoFeed();
    const [id] = propertyIds(feed);
    const records = feed.properties.filter((record) => record.ID === id);

    await importFeed(db, feed, { now: NOW, afterImport: [listener] });
    // A partial feed of one property's new price: no types, towns, managers or projects in it.
    const repriced = records.map((record) => ({ ...record, Price: (record.Price ?? 0) + 1_000 }));
    await importFeed(db, { full: false, properties: repriced }, { now: NOW, afterImport: [listener] });

    expect(seen[0]).toMatchObject({ references: true, projects: true });
    expect(seen[1]).toEqual({
      created: [],
      updated: [id],
      returned: [],
      withdrawn: [],
      references: false,
      projects: false,
      slots: [],
    });
  });

  it('reports a failing step without undoing the import', async () => {
    const db = await freshDb();
    const failing: AfterImportListener = {
      name: 'search alerts',
      run: async () => {
        throw new Error('mail server down');
      },
    };

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    const report = await importFeed(db, demoFeed(), { now: NOW, afterImport: [failing] });

    expect(report.afterImport).toEqual([{ name: 'search alerts', error: 'mail server down' }]);
    expect(log).toHaveBeenCalledWith('After-import step "search alerts" failed:', expect.any(Error));
    log.mockRestore();
    expect(await db.property.count()).toBe(report.created);
  });
});
