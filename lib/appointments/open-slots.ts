import type { Db } from '@/lib/prisma-client';
import type { Slot } from '@/lib/appointments/slot-days';

type Client = Pick<Db, 'appointment'>;

/** A property's visit slots still free to book, soonest first. */
export function findOpenSlots(db: Client, propertyId: number, now = new Date()): Promise<Slot[]> {
  return db.appointment.findMany({
    where: { propertyId, status: 'open', startsAt: { gt: now } },
    orderBy: { startsAt: 'asc' },
    select: { id: true, startsAt: true, endsAt: true },
  });
}

/**
 * Books a slot for a lead if, at this very moment, it is still open and to come. One conditional
 * UPDATE, so of two visitors choosing the same slot at once exactly one gets it.
 */
export async function bookSlot(
  db: Client,
  booking: { appointmentId: number; propertyId: number; leadId: number },
  now = new Date(),
): Promise<boolean> {
  const { count } = await db.appointment.updateMany({
    where: { id: booking.appointmentId, propertyId: booking.propertyId, status: 'open', startsAt: { gt: now } },
    data: { status: 'confirmed', leadId: booking.leadId },
  });
  return count === 1;
}
