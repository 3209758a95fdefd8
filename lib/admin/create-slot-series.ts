import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { brusselsDay } from '@/lib/i18n/dates';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { slotSeriesForm } from '@/lib/admin/forms/slots';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { planSeries, seriesBounds, type SeriesRule } from '@/lib/admin/slot-series';
import { slotWeekPath } from '@/lib/admin/slot-week';
import type { StaffMember } from '@/lib/admin/staff-member';
import { TIME_HOLDING } from '@/lib/appointments/slot-rules';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { AVAILABLE } from '@/lib/properties/status';

// A series of visit slots for one property (docs/back-office.md, visit slots): the rule typed in
// the back-office, planned by lib/admin/slot-series.ts, written in one transaction with its audit
// entry, so the visitors' form offers all of it or none.

export const slotSeriesSchema = z
  .object({ propertyId: recordIdField, ...formShape(slotSeriesForm) })
  .refine((input) => input.until > input.from, { path: ['until'], message: 'invalid' });

/**
 * Creates the series' open slots, skipping the visits that would meet another open or booked slot
 * of the property or have begun; the member of staff returns to the week of the first one, told
 * how many were made and skipped. Read and written in one transaction: a slot added meanwhile is
 * seen by the plan or waits for it.
 */
export async function createSlotSeries(
  input: z.output<typeof slotSeriesSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const property = await db.property.findFirst({
    where: { id: input.propertyId, status: AVAILABLE },
    select: { id: true },
  });
  if (!property) return { error: 'gone' };
  const rule: SeriesRule = {
    firstDay: input.firstDay,
    weekdays: input.weekdays,
    from: input.from,
    until: input.until,
    minutes: input.duration,
    weeks: input.weeks,
  };
  const bounds = seriesBounds(rule);
  const plan = await db.$transaction(async (tx) => {
    const taken = await tx.appointment.findMany({
      where: {
        propertyId: property.id,
        status: { in: [...TIME_HOLDING] },
        startsAt: { lt: bounds.endsAt },
        endsAt: { gt: bounds.startsAt },
      },
      select: { startsAt: true, endsAt: true },
    });
    const planned = planSeries(rule, taken, new Date());
    if ('refused' in planned) return planned;
    await tx.appointment.createMany({
      data: planned.slots.map((slot) => ({ propertyId: property.id, ...slot })),
    });
    await auditEntry(tx, staff, 'slot.createSeries', `property:${property.id}`, {
      ...rule,
      created: planned.slots.length,
      skipped: planned.skipped,
      first: planned.slots[0]!.startsAt.toISOString(),
      last: planned.slots.at(-1)!.startsAt.toISOString(),
    });
    return planned;
  });
  if ('refused' in plan) return { error: plan.refused };
  await expireEverywhere([CACHE_TAG.visitSlots(property.id)]);
  return {
    notice: plan.skipped > 0 ? 'slotSeriesCreatedSkipping' : 'slotSeriesCreated',
    values: { count: plan.slots.length, skipped: plan.skipped },
    returnTo: slotWeekPath(property.id, brusselsDay(plan.slots[0]!.startsAt)),
  };
}
