import { linkedVisit } from '@/lib/appointments/linked-visit';
import { visitLinkLead } from '@/lib/appointments/visit-link-token';
import { visitState } from '@/lib/appointments/visit-state';
import { findVisitedProperty } from '@/lib/appointments/visited-property';
import type { Db } from '@/lib/prisma-client';

/**
 * What a visit link's page shows (docs/forms.md, changing a booked visit): the visit now, its
 * state and its property; null for a forged, changed or expired link, or a visit whose property
 * is gone. Read per request, never cached: the page is one visitor's.
 */
export async function visitPage(db: Db, key: string, token: string, now = new Date()) {
  const leadId = visitLinkLead(key, token, now);
  const visit = leadId === null ? null : await linkedVisit(db, leadId);
  const property = visit && (await findVisitedProperty(db, visit.slot.propertyId));
  if (!visit || !property) return null;
  return { state: visitState(visit.slot, now), slot: visit.slot, property };
}
