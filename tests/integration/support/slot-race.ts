// A visit slot lost to another visitor between the check that found it free and the booking's
// transaction: the race a booking must lose without keeping anything it wrote.
import { vi } from 'vitest';
import type { Db } from '@/lib/prisma-client';

/** The next check of a slot reads it free, then another booking confirms `slotId`. */
export function takeSlotAfterCheck(db: Db, slotId: number): void {
  const findFirst = db.appointment.findFirst.bind(db.appointment);
  const checkThenLose = async (args: Parameters<typeof findFirst>[0]) => {
    const row = await findFirst(args);
    await db.appointment.update({ where: { id: slotId }, data: { status: 'confirmed' } });
    return row;
  };
  // Prisma's findFirst is generic over its arguments; this stand-in answers what the real one does.
  vi.spyOn(db.appointment, 'findFirst').mockImplementationOnce(
    checkThenLose as unknown as typeof db.appointment.findFirst,
  );
}
