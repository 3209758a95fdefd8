import { TIME_HOLDING } from '@/lib/appointments/slot-rules';
import type { Db } from '@/lib/prisma-client';

type Span = { startsAt: Date; endsAt: Date };

/** Another slot of the property that holds part of `span`'s time (lib/appointments/slot-rules.ts). */
export function clashingSlot(db: Pick<Db, 'appointment'>, propertyId: number, span: Span, except?: number) {
  return db.appointment.findFirst({
    where: {
      propertyId,
      status: { in: [...TIME_HOLDING] },
      startsAt: { lt: span.endsAt },
      endsAt: { gt: span.startsAt },
      ...(except === undefined ? {} : { id: { not: except } }),
    },
    select: { id: true },
  });
}

/**
 * Offers the time of a booking just cancelled to visitors again, as a new open slot: the cancelled
 * one keeps who had booked it, and its calendar UID is never given to another visitor
 * (docs/back-office.md, visit slots). Null when another slot holds the time meanwhile (an import,
 * a colleague), so the time is never offered twice.
 */
export async function offerTimeAgain(
  db: Pick<Db, 'appointment'>,
  slot: { propertyId: number; startsAt: Date; endsAt: Date },
): Promise<number | null> {
  if (await clashingSlot(db, slot.propertyId, slot)) return null;
  const created = await db.appointment.create({
    data: { propertyId: slot.propertyId, startsAt: slot.startsAt, endsAt: slot.endsAt },
    select: { id: true },
  });
  return created.id;
}
