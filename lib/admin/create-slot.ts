import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { slotForm } from '@/lib/admin/forms/slots';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { placementError, spanDetail } from '@/lib/admin/slot-checks';
import { slotSpan, slotWeekPath } from '@/lib/admin/slot-week';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { AVAILABLE } from '@/lib/properties/status';
import { auditEntry } from '@/lib/staff/audit';

export const slotCreateSchema = z.object({ propertyId: recordIdField, ...formShape(slotForm) });

/** A new open slot, typed in Brussels time: bookable by visitors on the next request. */
export async function createSlot(input: z.output<typeof slotCreateSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const property = await db.property.findFirst({
    where: { id: input.propertyId, status: AVAILABLE },
    select: { id: true },
  });
  if (!property) return { error: 'gone' };
  const span = slotSpan(input.date, input.time, input.duration);
  const refusal = await placementError(property.id, span, new Date());
  if (refusal) return { error: refusal };
  await db.$transaction(async (tx) => {
    const slot = await tx.appointment.create({ data: { propertyId: property.id, ...span }, select: { id: true } });
    await auditEntry(tx, staff, 'slot.create', `slot:${slot.id}`, { propertyId: property.id, ...spanDetail(span) });
  });
  await expireEverywhere([CACHE_TAG.visitSlots(property.id)]);
  // Any day to come: the member of staff returns to the week that shows the new slot.
  return { notice: 'slotCreated', returnTo: slotWeekPath(property.id, input.date) };
}
