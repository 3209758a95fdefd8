import { appointmentUid } from '@/lib/calendar/ics';

// A booked visit's event in the visitor's calendar (RFC 5546): one UID for the visit's whole life
// and a SEQUENCE that grows with each change, so a calendar applies a move or a cancellation to
// the event it already holds instead of adding another. A slot booked directly is its own event
// (appointmentUid, revision 0); a moved visit takes its event along to its new slot
// (Appointment.calendarUid and calendarSequence).

export type VisitEvent = { uid: string; sequence: number };

type BookedSlot = { id: number; calendarUid: string | null; calendarSequence: number };

/** The calendar event of the visit booked in `slot`. */
export function visitEvent(slot: BookedSlot, siteUrl: string): VisitEvent {
  return { uid: slot.calendarUid ?? appointmentUid(slot.id, siteUrl), sequence: slot.calendarSequence };
}

/** The same event once changed (moved or cancelled): its UID, the next revision. */
export function nextRevision(event: VisitEvent): VisitEvent {
  return { uid: event.uid, sequence: event.sequence + 1 };
}
