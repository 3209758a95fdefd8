// The feed's visit slots (`appointments`) on a real database: SQLite here, PostgreSQL in the
// PostgreSQL run. The import adds what the site lacks, withdraws open slots the CRM cancelled,
// never touches a booked one, and reports a broken record while the rest goes in.
import { describe, expect, it } from 'vitest';
import type { AfterImportListener, ImportChanges } from '@/lib/import/after-import';
import { importCacheTags } from '@/lib/import/cache-tags';
import { importFeed } from '@/lib/import/import-feed';
import type { Db } from '@/lib/prisma-client';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { countingWrites } from '../support/count-writes';
import { testDatabaseHooks } from '../support/test-database-hooks';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const databases = testDatabaseHooks({ testTimeout: 30_000 });

/** A database holding the demo catalogue, and one of its properties. */
async function importedDb() {
  const db = await databases.freshDb();
  const feed = buildDemoFeed();
  await importFeed(db, feed, { now: NOW, afterImport: [] });
  const [first, second] = [...new Set(feed.properties.map((record) => record.ID))];
  const records = (id: number | undefined) => feed.properties.filter((record) => record.ID === id);
  return { db, property: first!, other: second!, records: records(first), otherRecords: records(second) };
}

/** A partial feed of `properties` (unchanged, so only the slots are news) and `appointments`. */
const slotFeed = (properties: unknown[], appointments: unknown[]) => ({ full: false, properties, appointments });

function recorder() {
  const seen: ImportChanges[] = [];
  const listener: AfterImportListener = { name: 'record', run: async (_db, changes) => void seen.push(changes) };
  return { seen, afterImport: [listener] };
}

const slotsOf = (db: Db, propertyId: number) =>
  db.appointment.findMany({
    where: { propertyId },
    orderBy: { startsAt: 'asc' },
    select: { startsAt: true, endsAt: true, status: true, leadId: true },
  });

describe('importFeed with visit slots', () => {
  it('adds the slots it lists, without an offset in Brussels time, and expires their property’s slots', async () => {
    const { db, property, records } = await importedDb();
    const { seen, afterImport } = recorder();

    const report = await importFeed(
      db,
      slotFeed(records, [
        // Winter: 10:00 in Brussels is 09:00 UTC.
        { PropertyID: property, Start: '2026-12-05T10:00:00', End: '2026-12-05T10:30:00' },
        {
          PropertyID: `${property}`,
          Start: '2026-12-05T10:30:00+01:00',
          End: '2026-12-05T11:00:00+01:00',
          Status: 'OPEN',
        },
        // Summer time: UTC+2.
        { PropertyID: property, Start: '2027-06-05T10:00', End: '2027-06-05T10:30', Status: '' },
        // Gone by: history, not a slot to offer.
        { PropertyID: property, Start: '2026-11-19T18:00:00', End: '2026-11-19T18:30:00' },
      ]),
      { now: NOW, afterImport },
    );

    expect(report.rejected).toEqual([]);
    expect(report.appointments).toEqual({ created: 3, removed: 0 });
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await slotsOf(db, property)).toEqual([
      {
        startsAt: new Date('2026-12-05T09:00:00Z'),
        endsAt: new Date('2026-12-05T09:30:00Z'),
        status: 'open',
        leadId: null,
      },
      {
        startsAt: new Date('2026-12-05T09:30:00Z'),
        endsAt: new Date('2026-12-05T10:00:00Z'),
        status: 'open',
        leadId: null,
      },
      {
        startsAt: new Date('2027-06-05T08:00:00Z'),
        endsAt: new Date('2027-06-05T08:30:00Z'),
        status: 'open',
        leadId: null,
      },
    ]);
    expect(seen[0]?.slots).toEqual([property]);
    expect(importCacheTags(seen[0]!)).toEqual([`visit-slots:${property}`]);
  });

  it('writes nothing and expires nothing when the same slots come again', async () => {
    const { db, property, records } = await importedDb();
    const appointments = [{ PropertyID: property, Start: '2026-12-05T10:00:00', End: '2026-12-05T10:30:00' }];
    await importFeed(db, slotFeed(records, appointments), { now: NOW, afterImport: [] });
    const { db: counted, writes } = countingWrites(db);
    const { seen, afterImport } = recorder();

    const report = await importFeed(counted, slotFeed(records, appointments), { now: NOW, afterImport });

    expect(report.appointments).toEqual({ created: 0, removed: 0 });
    expect(writes).toEqual([]);
    expect(importCacheTags(seen[0]!)).toEqual([]);
  });

  it('never deletes, moves or cancels a booked slot, and withdraws an open one the CRM cancelled', async () => {
    const { db, property, records } = await importedDb();
    const lead = await db.lead.create({
      data: { type: 'contact-appointment', locale: 'nl', propertyId: property, payload: '{}', consent: true },
    });
    const at = (hour: number) => new Date(`2026-12-07T${hour}:00:00Z`);
    await db.appointment.createMany({
      data: [
        { propertyId: property, startsAt: at(17), endsAt: at(18), status: 'open' },
        { propertyId: property, startsAt: at(18), endsAt: at(19), status: 'confirmed', leadId: lead.id },
        // Cancelled by the agency: the CRM still listing that time does not offer it again.
        { propertyId: property, startsAt: at(19), endsAt: at(20), status: 'cancelled' },
      ],
    });
    const { seen, afterImport } = recorder();

    const report = await importFeed(
      db,
      slotFeed(records, [
        { PropertyID: property, Start: '2026-12-07T18:00:00', End: '2026-12-07T19:00:00', Status: 'cancelled' },
        { PropertyID: property, Start: '2026-12-07T19:00:00', End: '2026-12-07T19:30:00', Status: 'cancelled' },
        { PropertyID: property, Start: '2026-12-07T19:00:00', End: '2026-12-07T19:45:00' },
        { PropertyID: property, Start: '2026-12-07T20:00:00', End: '2026-12-07T21:00:00' },
      ]),
      { now: NOW, afterImport },
    );

    expect(report.appointments).toEqual({ created: 0, removed: 1 });
    expect(report.rejected).toEqual([
      expect.objectContaining({
        kind: 'appointment',
        id: property,
        field: 'Status',
        message: expect.stringMatching(/is booked/),
      }),
    ]);
    expect(await slotsOf(db, property)).toEqual([
      { startsAt: at(18), endsAt: at(19), status: 'confirmed', leadId: lead.id },
      { startsAt: at(19), endsAt: at(20), status: 'cancelled', leadId: null },
    ]);
    expect(seen[0]?.slots).toEqual([property]);
  });

  it('reports each broken record with its property and field, and imports the rest', async () => {
    const { db, property, records, other, otherRecords } = await importedDb();
    await db.appointment.create({
      data: { propertyId: other, startsAt: new Date('2026-12-08T17:00:00Z'), endsAt: new Date('2026-12-08T18:00:00Z') },
    });

    const report = await importFeed(
      db,
      slotFeed(
        [...records, ...otherRecords],
        [
          { PropertyID: property, Start: 'next Tuesday', End: '2026-12-08T10:30:00' },
          { PropertyID: property, Start: '2026-12-08T10:30:00', End: '2026-12-08T10:00:00' },
          { PropertyID: property, Start: '2026-12-08T10:00:00', End: '2026-12-09T10:00:00' },
          { PropertyID: property, Start: '2026-12-08T10:00:00', End: '2026-12-08T10:30:00', Status: 'maybe' },
          { Start: '2026-12-08T10:00:00', End: '2026-12-08T10:30:00' },
          { PropertyID: 999_999, Start: '2026-12-08T10:00:00', End: '2026-12-08T10:30:00' },
          // 18:30 in Brussels is within the stored 17:00–18:00 UTC (18:00–19:00 in Brussels).
          { PropertyID: other, Start: '2026-12-08T18:30:00', End: '2026-12-08T19:30:00' },
          { PropertyID: property, Start: '2026-12-08T10:00:00', End: '2026-12-08T10:30:00' },
          { PropertyID: property, Start: '2026-12-08T10:15:00', End: '2026-12-08T10:45:00' },
          { PropertyID: other, Start: '2026-12-08T19:00:00', End: '2026-12-08T19:30:00' },
        ],
      ),
      { now: NOW, afterImport: [] },
    );

    const rejected = report.rejected.map(({ kind, id, field }) => ({ kind, id, field }));
    expect(rejected).toEqual([
      { kind: 'appointment', id: property, field: 'Start' },
      { kind: 'appointment', id: property, field: 'End' },
      { kind: 'appointment', id: property, field: 'End' },
      { kind: 'appointment', id: property, field: 'Status' },
      { kind: 'appointment', id: null, field: 'PropertyID' },
      { kind: 'appointment', id: 999_999, field: 'PropertyID' },
      { kind: 'appointment', id: other, field: 'Start' },
      { kind: 'appointment', id: property, field: 'Start' },
    ]);
    expect(report.rejected[0]?.message).toMatch(/expected an ISO date-time/);
    expect(report.rejected[2]?.message).toMatch(/at most 480 minutes later/);
    expect(report.rejected[6]?.message).toBe(
      'the slot of 2026-12-08 18:30 – 19:30 (Brussels time) overlaps the one of 2026-12-08 18:00 – 19:00 (Brussels time)',
    );
    expect(report.appointments).toEqual({ created: 2, removed: 0 });
    expect((await slotsOf(db, property)).map((slot) => slot.startsAt)).toEqual([new Date('2026-12-08T09:00:00Z')]);
    expect((await slotsOf(db, other)).map((slot) => slot.startsAt)).toEqual([
      new Date('2026-12-08T17:00:00Z'),
      new Date('2026-12-08T18:00:00Z'),
    ]);
  });
});
