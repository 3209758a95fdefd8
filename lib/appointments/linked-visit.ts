import { currentSlot } from '@/lib/appointments/visit-state';
import { localeOrDefault } from '@/lib/i18n/locales';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import type { Db } from '@/lib/prisma-client';

/** What cancelling or moving a visit through its link works with (dependencies passed, so tests run the real code). */
export type VisitChangeContext = { db: Db; siteUrl: string; agencyEmail: string; linkKey: string };

/** A slot's columns that its visit's mails and calendar files read (lib/appointments/visit-calendar.ts). */
export const VISIT_SLOT_COLUMNS = {
  id: true,
  propertyId: true,
  status: true,
  startsAt: true,
  endsAt: true,
  calendarUid: true,
  calendarSequence: true,
} as const;

/**
 * The booking a visit link names (lib/appointments/visit-link-token.ts): its lead's language and
 * visitor, and the slot the visit is in now. Null for a lead that booked no visit.
 */
export async function linkedVisit(db: Db, leadId: number) {
  const lead = await db.lead.findFirst({
    where: { id: leadId, type: 'contact-appointment' },
    select: {
      id: true,
      locale: true,
      payload: true,
      appointments: { select: VISIT_SLOT_COLUMNS },
    },
  });
  const slot = lead && currentSlot(lead.appointments);
  if (!lead || !slot) return null;
  return {
    leadId: lead.id,
    locale: localeOrDefault(lead.locale),
    visitor: leadContact(payloadObject(lead.payload)),
    slot,
  };
}
