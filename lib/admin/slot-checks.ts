import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { VISIT_SLOT_COLUMNS } from '@/lib/appointments/linked-visit';
import { clashingSlot } from '@/lib/appointments/slot-clash';
import { db } from '@/lib/db';

// What the writes of a visit slot share (lib/admin/create-slot.ts and its siblings).

type Span = { startsAt: Date; endsAt: Date };

/** Why a slot cannot be put at `span`: it has begun, or it meets another slot of the property. */
export async function placementError(propertyId: number, span: Span, now: Date, except?: number) {
  if (span.startsAt <= now) return 'slotPast' as const;
  if (await clashingSlot(db, propertyId, span, except)) return 'slotOverlap' as const;
  return null;
}

export const spanDetail = (span: Span) => ({
  startsAt: span.startsAt.toISOString(),
  endsAt: span.endsAt.toISOString(),
});

const STORED_SLOT_COLUMNS = { ...VISIT_SLOT_COLUMNS, leadId: true } as const;
export type StoredSlot = Prisma.AppointmentGetPayload<{ select: typeof STORED_SLOT_COLUMNS }>;

/** A slot as its move, deletion or cancellation reads it; null once gone. */
export function storedSlot(id: number): Promise<StoredSlot | null> {
  return db.appointment.findUnique({ where: { id }, select: STORED_SLOT_COLUMNS });
}
