// What a visit slot may be beside the property's other slots (docs/forms.md, visit booking). The
// back-office and the CRM import apply the same rules, so neither makes a diary the other refuses.

export const SLOT_STATUSES = ['open', 'confirmed', 'cancelled'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** An open slot may still be booked and a confirmed one is: both hold their time. A cancelled one frees it. */
export const TIME_HOLDING: readonly SlotStatus[] = ['open', 'confirmed'];

/** Longer than this, a slot is a typo (an end on the wrong day), not a visit. */
export const MAX_SLOT_MINUTES = 8 * 60;

type Span = { startsAt: Date; endsAt: Date };

/** Whether two slots share a moment; one ending when the other starts (10:00–10:30, 10:30–11:00) does not. */
export function overlaps(a: Span, b: Span): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** The first of `others` that shares a moment with `slot`. */
export function firstOverlap<Other extends Span>(slot: Span, others: readonly Other[]): Other | undefined {
  return others.find((other) => overlaps(slot, other));
}

/** Whether a slot's end comes after its start, no later than MAX_SLOT_MINUTES. */
export function hasValidLength(slot: Span): boolean {
  const minutes = (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
  return minutes > 0 && minutes <= MAX_SLOT_MINUTES;
}
