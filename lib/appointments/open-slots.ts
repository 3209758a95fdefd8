import type { Db } from '@/lib/prisma-client';

type Client = Pick<Db, 'appointment'>;

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
