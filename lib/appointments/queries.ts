import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Slot } from '@/lib/appointments/slot-days';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';

/**
 * Every open slot of a property, past ones included, so that the entry does not depend on the
 * hour. A booking, the back-office's slot writes and the import's slots expire the property's tag
 * at once ("appointments are full" is never stale); a change made in the database directly shows
 * when the entry's life ends.
 */
async function openSlotsOf(propertyId: number): Promise<Slot[]> {
  'use cache';
  cacheTag(CACHE_TAG.visitSlots(propertyId));
  cacheLife('minutes');
  return db.appointment.findMany({
    where: { propertyId, status: 'open' },
    orderBy: { startsAt: 'asc' },
    select: { id: true, startsAt: true, endsAt: true },
  });
}

/** A property's visit slots still free to book, soonest first. */
export async function openSlotsToCome(propertyId: number, now = new Date()): Promise<Slot[]> {
  return (await openSlotsOf(propertyId)).filter((slot) => slot.startsAt > now);
}
