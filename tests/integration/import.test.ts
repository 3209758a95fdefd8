import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeedRefusedError, importFeed } from '@/lib/import/import-feed';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { buildDemoFeed, type DemoFeed } from '@/prisma/seed/demo-feed';
import { migrate } from '@/scripts/db/migrate';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitrine-import-'));
const template = path.join(scratch, 'template.db');
const open: Db[] = [];
let databases = 0;

beforeAll(async () => {
  await migrate(`file:${template}`);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.$disconnect()));
});

/** A fresh, migrated database per test (a copy of one migrated template, which is fast). */
async function freshDb(): Promise<Db> {
  const file = path.join(scratch, `test-${++databases}.db`);
  copyFileSync(template, file);
  const db = createDbClient(`file:${file}`);
  open.push(db);
  // The demo feed links these owners; their accounts are made elsewhere (prisma/seed/owners.ts).
  await db.owner.createMany({
    data: [
      { email: 'owner@vitrine.example', name: 'Owner', passwordHash: 'x' },
      { email: 'second.owner@vitrine.example', name: 'Second owner', passwordHash: 'x' },
    ],
  });
  return db;
}

const demoFeed = (): DemoFeed => structuredClone(buildDemoFeed());
const propertyIds = (feed: DemoFeed) => [...new Set(feed.properties.map((record) => record.ID))];

/** Rows changed on this connection since it opened (SQLite's own counter). */
async function totalChanges(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ changes: bigint | number }[]>`SELECT total_changes() AS changes`;
  return Number(row?.changes);
}

async function snapshot(db: Db) {
  const [properties, projects, documents, publications, communications, pictures, translations] = await Promise.all([
    db.property.findMany({ select: { id: true, updatedAt: true, status: true, price: true }, orderBy: { id: 'asc' } }),
    db.project.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
    db.propertyDocument.findMany({ select: { id: true }, orderBy: { id: 'asc' } }),
    db.portalPublication.findMany({ orderBy: { id: 'asc' } }),
    db.communication.findMany({ orderBy: { id: 'asc' } }),
    db.propertyPicture.count(),
    db.propertyTranslation.count(),
  ]);
  return { properties, projects, documents, publications, communications, pictures, translations };
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

  it('changes no row when the same feed comes again', async () => {
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });
    const before = await snapshot(db);
    const changesBefore = await totalChanges(db);

    const report = await importFeed(db, demoFeed(), { now: new Date(NOW.getTime() + 3_600_000) });

    expect(report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: before.properties.length,
      withdrawn: 0,
      rejected: [],
    });
    expect(report.projects).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(await totalChanges(db)).toBe(changesBefore);
    expect(await snapshot(db)).toEqual(before);
  });

  it('updates exactly the property whose price changed', async () => {
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });
    const before = await snapshot(db);
    const feed = demoFeed();
    const [target] = propertyIds(feed);
    for (const record of feed.properties) if (record.ID === target) record.Price = (record.Price ?? 0) + 5_000;

    const report = await importFeed(db, feed, { now: NOW });

    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: before.properties.length - 1, withdrawn: 0 });
    const after = await snapshot(db);
    const changed = after.properties.filter(
      (row, index) => row.updatedAt.getTime() !== before.properties[index]?.updatedAt.getTime(),
    );
    expect(changed.map((row) => row.id)).toEqual([target]);
    expect(changed[0]?.price).toBe((before.properties[0]?.price ?? 0) + 5_000);
  });

  it('withdraws a property a full feed leaves out, keeps it, and brings it back', async () => {
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });
    const feed = demoFeed();
    const missing = propertyIds(feed)[1] ?? 0;
    feed.properties = feed.properties.filter((record) => record.ID !== missing);
    feed.owners = feed.owners.filter((link) => link.PropertyID !== missing);
    feed.publications = feed.publications.filter((publication) => publication.PropertyID !== missing);
    feed.communications = feed.communications.filter((entry) => entry.PropertyID !== missing);

    const report = await importFeed(db, feed, { now: NOW });

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

  it('withdraws nothing when the feed is not full', async () => {
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });
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
        expect.objectContaining({ kind: 'property', id: badPrice, language: 'de', field: 'Price' }),
        expect.objectContaining({ kind: 'property', id: null, field: 'ID' }),
        expect.objectContaining({ kind: 'owner', id: 'nobody@vitrine.example', field: 'Email' }),
      ]),
    );
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
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });
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
    ['only invalid records', { full: true, properties: [{ ID: 'x' }, { Goal: 0 }] }],
  ];

  it('refuses each of them and touches nothing', async () => {
    const db = await freshDb();
    await importFeed(db, demoFeed(), { now: NOW });
    const before = await snapshot(db);
    const changesBefore = await totalChanges(db);

    for (const [name, feed] of refused) {
      await expect(importFeed(db, feed, { now: NOW }), name).rejects.toBeInstanceOf(FeedRefusedError);
    }

    expect(await totalChanges(db)).toBe(changesBefore);
    expect(await snapshot(db)).toEqual(before);
  });

  it('explains why', async () => {
    const db = await freshDb();
    await expect(importFeed(db, { properties: [] })).rejects.toThrow(/"properties" list is empty/);
    await expect(importFeed(db, 'nope')).rejects.toThrow(/not valid JSON/);
  });
});
