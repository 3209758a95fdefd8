import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { slotForm } from '@/lib/admin/forms/slots';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { placementError, spanDetail, storedSlot } from '@/lib/admin/slot-checks';
import { slotSpan, slotWeekPath } from '@/lib/admin/slot-week';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

/** An open slot's new time, typed as a new slot's. */
export const slotMoveSchema = z.object({ id: recordIdField, action: z.literal('move'), ...formShape(slotForm) });

/**
 * Moves an open slot. The condition sits in the UPDATE itself, so a visitor booking it at that
 * moment (lib/appointments/open-slots.ts) keeps their visit and the member of staff is told.
 */
export async function moveSlot(input: z.output<typeof slotMoveSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const slot = await storedSlot(input.id);
  if (!slot) return { error: 'gone' };
  if (slot.status !== 'open') return { error: slot.status === 'confirmed' ? 'slotBooked' : 'gone' };
  const span = slotSpan(input.date, input.time, input.duration);
  const refusal = await placementError(slot.propertyId, span, new Date(), slot.id);
  if (refusal) return { error: refusal };
  const moved = await db.$transaction(async (tx) => {
    const { count } = await tx.appointment.updateMany({ where: { id: slot.id, status: 'open' }, data: span });
    if (count === 1)
      await auditEntry(tx, staff, 'slot.move', `slot:${slot.id}`, { from: spanDetail(slot), to: spanDetail(span) });
    return count === 1;
  });
  await expireEverywhere([CACHE_TAG.visitSlots(slot.propertyId)]);
  // To any day to come: back to the week that shows it there.
  return moved ? { notice: 'slotMoved', returnTo: slotWeekPath(slot.propertyId, input.date) } : { error: 'slotBooked' };
}
