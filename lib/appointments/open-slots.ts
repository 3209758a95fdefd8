import type { VisitEvent } from '@/lib/appointments/visit-calendar';
import type { Db } from '@/lib/prisma-client';

type Client = Pick<Db, 'appointment'>;

/**
 * Books a slot for a lead if, at this very moment, it is still open and to come. One conditional
 * UPDATE, so of two visitors choosing the same slot at once exactly one gets it. A visit moved here
 * brings its calendar event (lib/appointments/visit-calendar.ts); a new booking is the slot's own.
 */
export async function bookSlot(
  db: Client,
  booking: { appointmentId: number; propertyId: number; leadId: number; event?: VisitEvent },
  now = new Date(),
): Promise<boolean> {
  const { event } = booking;
  const { count } = await db.appointment.updateMany({
    where: { id: booking.appointmentId, propertyId: booking.propertyId, status: 'open', startsAt: { gt: now } },
    data: {
      status: 'confirmed',
      leadId: booking.leadId,
      ...(event ? { calendarUid: event.uid, calendarSequence: event.sequence } : {}),
    },
  });
  return count === 1;
}
