// The owner portal's demo visits: one count per Brussels calendar day for the last 60 days, at
// any hour of the seed run, daylight-saving changes included.
import { describe, expect, it } from 'vitest';
import { seedOwnerActivity } from '@/prisma/seed/owner-activity';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

describe('seedOwnerActivity', () => {
  // 23:16 in Brussels, four weeks after the clocks went back on 25 October: stepping back 24 hours
  // at a time met 25 October twice.
  // After the spring change, 22:30 UTC is already the next day in Brussels.
  it.each([
    ['2026-11-23T22:16:00Z', '2026-11-23'],
    ['2026-11-23T08:00:00Z', '2026-11-23'],
    ['2026-04-20T22:30:00Z', '2026-04-21'],
  ])('gives 60 distinct days ending today when seeded at %s', async (at, today) => {
    const db = await freshDb();
    const property = await createTestProperty(db);
    const owner = await db.owner.create({ data: { email: 'owner@example.be', passwordHash: 'x', name: 'Owner' } });
    await db.ownerProperty.create({ data: { ownerId: owner.id, propertyId: property.id } });

    await seedOwnerActivity(db, new Date(at));

    const days = (await db.propertyVisitDay.findMany({ orderBy: { day: 'desc' } })).map((row) => row.day);
    expect(days).toHaveLength(60);
    expect(new Set(days).size).toBe(60);
    expect(days[0]).toBe(today);
  });

  it('books the demo visits in a visitor’s name, once however often it runs', async () => {
    const db = await freshDb();
    const property = await createTestProperty(db);
    const owner = await db.owner.create({ data: { email: 'owner@example.be', passwordHash: 'x', name: 'Owner' } });
    await db.ownerProperty.create({ data: { ownerId: owner.id, propertyId: property.id } });

    await seedOwnerActivity(db, new Date('2026-11-23T08:00:00Z'));
    await seedOwnerActivity(db, new Date('2026-11-24T08:00:00Z'));

    const appointments = await db.appointment.findMany({ include: { lead: true } });
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({ propertyId: property.id, status: 'confirmed' });
    expect(JSON.parse(appointments[0]!.lead!.payload)).toMatchObject({ firstName: 'Claire', lastName: 'Dubois' });
    expect(await db.lead.count()).toBe(1);
  });
});
