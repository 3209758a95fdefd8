// The demo's visit slots: open ones in the evening and on Saturday morning in Brussels time for
// three weeks, one property for sale fully booked, and the owner portal's appointments kept.
import { describe, expect, it } from 'vitest';
import { timeRange } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import { seedAppointments } from '@/prisma/seed/appointments';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const NOW = new Date('2026-11-22T08:00:00Z');

async function catalogue() {
  const db = await freshDb();
  const sales = [await createTestProperty(db), await createTestProperty(db), await createTestProperty(db)];
  const rental = await createTestProperty(db, { goal: 1 });
  const withdrawn = await createTestProperty(db, { status: 'withdrawn' });
  const owner = await db.owner.create({ data: { email: 'owner@example.be', passwordHash: 'x', name: 'Owner' } });
  await db.ownerProperty.create({ data: { ownerId: owner.id, propertyId: sales[0]!.id } });
  const ownerVisit = await db.appointment.create({
    data: {
      propertyId: sales[0]!.id,
      startsAt: new Date('2026-11-24T09:00:00Z'),
      endsAt: new Date('2026-11-24T09:30:00Z'),
      status: 'confirmed',
    },
  });
  return { db, sales, rental, withdrawn, ownerVisit };
}

describe('seedAppointments', () => {
  it('opens evening and Saturday-morning slots in Brussels time over the next three weeks', async () => {
    const { db, rental, withdrawn } = await catalogue();
    await seedAppointments(db, NOW);
    const slots = await db.appointment.findMany({ where: { propertyId: rental.id } });
    expect(slots.length).toBeGreaterThan(10);
    expect(slots.every((slot) => slot.status === 'open' && slot.leadId === null)).toBe(true);
    for (const slot of slots) {
      const day = brusselsDay(slot.startsAt);
      expect(day > '2026-11-22' && day <= '2026-12-13').toBe(true);
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(30 * 60_000);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const start = timeRange(slot.startsAt, slot.endsAt, 'fr').slice(0, 5);
      if (weekday === 6) expect(['10:00', '10:30', '11:00', '11:30']).toContain(start);
      else {
        expect(weekday).not.toBe(0);
        expect(['17:30', '18:00', '18:30', '19:00']).toContain(start);
      }
    }
    expect(new Set(slots.map((slot) => brusselsDay(slot.startsAt))).size).toBeGreaterThanOrEqual(3 + 3);
    expect(await db.appointment.count({ where: { propertyId: withdrawn.id } })).toBe(0);
  });

  it('books every slot of one property for sale that no owner follows, and keeps the owner portal’s visit', async () => {
    const { db, sales, ownerVisit } = await catalogue();
    const { fullPropertyId } = await seedAppointments(db, NOW);
    expect(fullPropertyId).toBe(sales[2]!.id);
    expect(await db.appointment.count({ where: { propertyId: fullPropertyId!, status: 'open' } })).toBe(0);
    expect(await db.appointment.count({ where: { propertyId: fullPropertyId!, status: 'confirmed' } })).toBeGreaterThan(
      5,
    );
    expect(await db.appointment.findUnique({ where: { id: ownerVisit.id } })).toMatchObject({ status: 'confirmed' });
    expect(await db.appointment.count({ where: { propertyId: sales[1]!.id, status: 'open' } })).toBeGreaterThan(5);
  });

  it('gives the same slots when run again and keeps the slots visitors booked', async () => {
    const { db, sales } = await catalogue();
    await seedAppointments(db, NOW);
    const before = await db.appointment.count();
    const booked = await db.appointment.findFirstOrThrow({ where: { propertyId: sales[1]!.id, status: 'open' } });
    const lead = await db.lead.create({
      data: { type: 'contact-appointment', locale: 'fr', payload: '{}', consent: true },
    });
    await db.appointment.update({ where: { id: booked.id }, data: { status: 'confirmed', leadId: lead.id } });
    await seedAppointments(db, NOW);
    expect(await db.appointment.count()).toBe(before);
    expect(await db.appointment.findUnique({ where: { id: booked.id } })).toMatchObject({ leadId: lead.id });
  });
});
