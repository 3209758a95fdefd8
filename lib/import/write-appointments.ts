// Visit slots from the CRM's diary (the feed's `appointments`). Unlike the other lists, this one
// is not the truth for its properties: the agency also adds slots in the back-office and visitors
// book them on the site, so the import only adds the slots it lists that the site does not have
// (same property, same start), withdraws the open ones it marks cancelled, and never deletes,
// moves or cancels a booked one.
import { timeRange } from '@/lib/appointments/slot-days';
import { firstOverlap, TIME_HOLDING, type SlotStatus } from '@/lib/appointments/slot-rules';
import { brusselsDay } from '@/lib/i18n/dates';
import { chunks } from '@/lib/id-chunks';
import { toLocalInstant } from './coerce';
import type { AppointmentRecord } from './feed-schema';
import type { Tx } from './transaction';
import { knownProperties, type LinkContext } from './write-links';

type StoredSlot = {
  id: number;
  propertyId: number;
  startsAt: Date;
  endsAt: Date;
  status: string;
  leadId: number | null;
};

export type AppointmentChanges = { created: number; removed: number; propertyIds: number[] };

const holdsTime = (slot: StoredSlot) => TIME_HOLDING.includes(slot.status as SlotStatus);

/** "2026-12-05 10:00 – 10:30 (Brussels time)": a slot as the import report names it. */
const describe = (slot: { startsAt: Date; endsAt: Date }) =>
  `${brusselsDay(slot.startsAt)} ${timeRange(slot.startsAt, slot.endsAt, 'en')} (Brussels time)`;

/** The properties' slots that have not ended: those the feed's slots to come can meet. */
async function storedSlots(tx: Tx, propertyIds: readonly number[], now: Date): Promise<Map<number, StoredSlot[]>> {
  const byProperty = new Map<number, StoredSlot[]>(propertyIds.map((id) => [id, []]));
  for (const ids of chunks(propertyIds)) {
    const rows = await tx.appointment.findMany({
      where: { propertyId: { in: ids }, endsAt: { gt: now } },
      select: { id: true, propertyId: true, startsAt: true, endsAt: true, status: true, leadId: true },
    });
    for (const row of rows) byProperty.get(row.propertyId)?.push(row);
  }
  return byProperty;
}

export async function writeAppointments(
  tx: Tx,
  records: readonly AppointmentRecord[],
  context: LinkContext,
  now: Date,
): Promise<AppointmentChanges> {
  const slots = knownProperties('appointment', records, (record) => record.PropertyID, context)
    .map((record) => ({ record, startsAt: toLocalInstant(record.Start), endsAt: toLocalInstant(record.End) }))
    // The diary's past is history: nothing to offer there, nothing to withdraw.
    .filter((slot) => slot.startsAt > now);
  const changes: AppointmentChanges = { created: 0, removed: 0, propertyIds: [] };
  if (slots.length === 0) return changes;
  const stored = await storedSlots(tx, [...new Set(slots.map((slot) => slot.record.PropertyID))], now);
  const created: { propertyId: number; startsAt: Date; endsAt: Date }[] = [];
  const removed: number[] = [];
  const changed = new Set<number>();
  const reject = (record: AppointmentRecord, field: string, message: string) =>
    context.rejected.push({ kind: 'appointment', id: record.PropertyID, language: null, field, message });

  for (const { record, startsAt, endsAt } of slots) {
    const propertyId = record.PropertyID;
    const diary = stored.get(propertyId) ?? [];
    const sameStart = diary.filter((slot) => slot.startsAt.getTime() === startsAt.getTime());
    if (record.Status === 'cancelled') {
      const open = sameStart.filter((slot) => slot.status === 'open' && slot.leadId === null);
      removed.push(...open.map((slot) => slot.id));
      if (open.length > 0) changed.add(propertyId);
      stored.set(
        propertyId,
        diary.filter((slot) => !open.includes(slot)),
      );
      if (sameStart.some((slot) => slot.status === 'confirmed'))
        reject(
          record,
          'Status',
          `the slot of ${describe({ startsAt, endsAt })} is booked: cancel it in the back-office`,
        );
      continue;
    }
    // Already there, whatever became of it since: booked, moved or cancelled by the agency stays so.
    if (sameStart.length > 0) continue;
    const clash = firstOverlap({ startsAt, endsAt }, diary.filter(holdsTime));
    if (clash) {
      reject(record, 'Start', `the slot of ${describe({ startsAt, endsAt })} overlaps the one of ${describe(clash)}`);
      continue;
    }
    created.push({ propertyId, startsAt, endsAt });
    diary.push({ id: 0, propertyId, startsAt, endsAt, status: 'open', leadId: null });
    stored.set(propertyId, diary);
    changed.add(propertyId);
  }
  // Open and unbooked at the moment of the delete, so a visitor booking it meanwhile keeps it.
  for (const ids of chunks(removed)) {
    const { count } = await tx.appointment.deleteMany({ where: { id: { in: ids }, status: 'open', leadId: null } });
    changes.removed += count;
  }
  if (created.length > 0) changes.created = (await tx.appointment.createMany({ data: created })).count;
  changes.propertyIds = [...changed];
  return changes;
}
