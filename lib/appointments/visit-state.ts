// What a visit link's page shows (docs/forms.md, changing a booked visit). A lead's slots are its
// visit's history: the one booked first, and each one a move took it to (the slots it left are
// cancelled). The visit now is the latest of them, the one of the highest calendar revision.

type LeadSlot = { id: number; status: string; startsAt: Date; calendarSequence: number };

/** `booked` may still be cancelled or moved; a visit that has begun is `past`. */
export type VisitState = 'booked' | 'past' | 'cancelled';

/** The lead's visit as it is now: its latest slot, or undefined when it has none. */
export function currentSlot<Slot extends Pick<LeadSlot, 'id' | 'calendarSequence'>>(
  slots: readonly Slot[],
): Slot | undefined {
  return slots.reduce<Slot | undefined>(
    (latest, slot) =>
      !latest ||
      slot.calendarSequence > latest.calendarSequence ||
      (slot.calendarSequence === latest.calendarSequence && slot.id > latest.id)
        ? slot
        : latest,
    undefined,
  );
}

/** A slot no longer confirmed for the lead (cancelled by the visitor or the agency) is `cancelled`. */
export function visitState(slot: Pick<LeadSlot, 'status' | 'startsAt'>, now: Date): VisitState {
  if (slot.status !== 'confirmed') return 'cancelled';
  return slot.startsAt > now ? 'booked' : 'past';
}
