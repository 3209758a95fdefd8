import type { CancelOutcome } from '@/lib/appointments/cancel-visit';
import type { MoveOutcome } from '@/lib/appointments/move-visit';

// What a booked visit's page says after one of its buttons (lib/forms/visit-change-post.ts),
// read from its `?notice=` parameter: an outcome, never anything personal.

export const VISIT_NOTICES = [
  'cancelled',
  'moved',
  'notBooked',
  'slotTaken',
  'propertyUnavailable',
  'chooseSlot',
  'rateLimited',
] as const satisfies readonly (CancelOutcome | MoveOutcome | 'chooseSlot' | 'rateLimited')[];

export type VisitNotice = (typeof VISIT_NOTICES)[number];

/** The notice a query value names, or null for none or an unknown one. */
export function visitNotice(value: unknown): VisitNotice | null {
  return (VISIT_NOTICES as readonly unknown[]).includes(value) ? (value as VisitNotice) : null;
}

/** The outcomes of a change done: shown as a status, the others as an alert. */
export function isSuccessNotice(notice: VisitNotice): boolean {
  return notice === 'cancelled' || notice === 'moved';
}
