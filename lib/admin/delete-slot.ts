import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { spanDetail, storedSlot } from '@/lib/admin/slot-checks';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

/** An open slot's deletion. */
export const slotDeleteSchema = z.object({ id: recordIdField, action: z.literal('delete') });

/**
 * Deletes an open slot. The condition sits in the DELETE itself, so a visitor booking it at that
 * moment (lib/appointments/open-slots.ts) keeps their visit and the member of staff is told.
 */
export async function deleteSlot({ id }: z.output<typeof slotDeleteSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const slot = await storedSlot(id);
  if (!slot) return { error: 'gone' };
  if (slot.status !== 'open') return { error: slot.status === 'confirmed' ? 'slotBooked' : 'gone' };
  const deleted = await db.$transaction(async (tx) => {
    const { count } = await tx.appointment.deleteMany({ where: { id: slot.id, status: 'open' } });
    if (count === 1)
      await auditEntry(tx, staff, 'slot.delete', `slot:${slot.id}`, {
        propertyId: slot.propertyId,
        ...spanDetail(slot),
      });
    return count === 1;
  });
  await expireEverywhere([CACHE_TAG.visitSlots(slot.propertyId)]);
  return deleted ? { notice: 'slotDeleted' } : { error: 'slotBooked' };
}
