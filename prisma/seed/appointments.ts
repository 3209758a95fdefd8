// Open visit slots for the booking form (docs/forms.md, visit booking): for the next three weeks,
// two weekday evenings and the Saturday morning per property, in Brussels time like the agency's
// diary. One property for sale has every slot already confirmed, so the "Appointments are full"
// state can be seen. Runs after seedOwnerActivity, whose confirmed owner-portal appointments it
// leaves alone.
import { brusselsDateTime } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import type { Db } from '@/lib/prisma-client';
import { createRandom } from './prng';
import { AVAILABLE } from '@/lib/properties/status';
import { GOAL, goalFromFeed } from '@/lib/properties/goal';

const DAYS_AHEAD = 21;
const SLOT_MINUTES = 30;
// Weekday evenings after work, Saturday mornings: when Belgian buyers and tenants visit.
const EVENING = ['17:30', '18:00', '18:30', '19:00'];
const SATURDAY = ['10:00', '10:30', '11:00', '11:30'];

/** The Brussels calendar days after today, with their weekday (0 = Sunday). */
function comingDays(now: Date): { day: string; weekday: number }[] {
  const today = brusselsDay(now);
  return Array.from({ length: DAYS_AHEAD }, (_, index) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index + 1);
    return { day: date.toISOString().slice(0, 10), weekday: date.getUTCDay() };
  });
}

export async function seedAppointments(db: Db, now = new Date()): Promise<{ fullPropertyId: number | null }> {
  const random = createRandom(20261122);
  const [properties, owned] = await Promise.all([
    db.property.findMany({ where: { status: AVAILABLE }, orderBy: { id: 'asc' }, select: { id: true, goal: true } }),
    db.ownerProperty.findMany({ select: { propertyId: true } }),
  ]);
  // Not an owner's property, so the owner portal's demo diary stays as seedOwnerActivity made it.
  const ownedIds = new Set(owned.map((link) => link.propertyId));
  const full =
    properties.filter((property) => goalFromFeed(property.goal) === GOAL.sale && !ownedIds.has(property.id))[1] ?? null;

  const rows = properties.flatMap((property) => {
    const evenings = new Set([random.int(1, 5), random.int(1, 5)]);
    const slotsPerEvening = random.int(2, EVENING.length);
    return comingDays(now).flatMap(({ day, weekday }) => {
      const times = weekday === 6 ? SATURDAY : evenings.has(weekday) ? EVENING.slice(0, slotsPerEvening) : [];
      return times.map((time) => {
        const startsAt = brusselsDateTime(day, time);
        return {
          propertyId: property.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000),
          status: property.id === full?.id ? 'confirmed' : 'open',
        };
      });
    });
  });

  await db.$transaction(async (tx) => {
    // A second seed run replaces the demo slots but keeps every booking a visitor made, and
    // makes no new slot at the time of one.
    await tx.appointment.deleteMany({
      where: { leadId: null, OR: [{ status: 'open' }, ...(full ? [{ propertyId: full.id }] : [])] },
    });
    const kept = await tx.appointment.findMany({ select: { propertyId: true, startsAt: true } });
    const taken = new Set(kept.map((slot) => `${slot.propertyId}@${slot.startsAt.getTime()}`));
    await tx.appointment.createMany({
      data: rows.filter((row) => !taken.has(`${row.propertyId}@${row.startsAt.getTime()}`)),
    });
  });
  return { fullPropertyId: full?.id ?? null };
}
