import { BY_EMAILED_LINK, auditEntry } from '@/lib/staff/audit';
import { linkedVisit, type VisitChangeContext } from '@/lib/appointments/linked-visit';
import { offerTimeAgain } from '@/lib/appointments/slot-clash';
import { nextRevision, visitEvent } from '@/lib/appointments/visit-calendar';
import { agencyCancelledMail, visitCancelledMail } from '@/lib/appointments/visit-change-mails';
import { visitState } from '@/lib/appointments/visit-state';
import { findVisitedProperty } from '@/lib/appointments/visited-property';
import { expireCacheTags } from '@/lib/cache/expire';
import { CACHE_TAG } from '@/lib/cache/tags';
import { outboxRow } from '@/lib/mail/queue';

/** `notBooked`: the visit is cancelled already, has begun, or the lead booked none. */
export type CancelOutcome = 'cancelled' | 'notBooked';

/**
 * Cancels a visit to come at its visitor's request, through their link (docs/forms.md, changing a
 * booked visit). In one transaction: the slot becomes `cancelled` (the condition sits in the
 * UPDATE, so of two presses one cancels), its time is offered again as a new open slot, the
 * agency's notice and the visitor's confirmation go to the outbox with the lead, and the audit log
 * says a mailed link did it. The property's open slots are then expired: the time is offered on
 * the next request.
 */
export async function cancelVisit(
  { db, siteUrl, agencyEmail }: VisitChangeContext,
  leadId: number,
  now = new Date(),
): Promise<CancelOutcome> {
  const visit = await linkedVisit(db, leadId);
  if (!visit || visitState(visit.slot, now) !== 'booked') return 'notBooked';
  const { slot, visitor, locale } = visit;
  const property = await findVisitedProperty(db, slot.propertyId);
  if (!property) return 'notBooked';

  const cancelled = await db.$transaction(async (tx) => {
    const { count } = await tx.appointment.updateMany({
      where: { id: slot.id, leadId, status: 'confirmed', startsAt: { gt: now } },
      data: { status: 'cancelled' },
    });
    if (count !== 1) return false;
    const reopenedAs = await offerTimeAgain(tx, slot);
    const mails = [
      agencyCancelledMail({ agencyEmail, property, visitor, slot, reopened: reopenedAs !== null }),
      ...(visitor.email
        ? [
            visitCancelledMail({
              to: visitor.email,
              name: visitor.firstName ?? visitor.lastName ?? '',
              locale,
              property,
              slot,
              event: nextRevision(visitEvent(slot, siteUrl)),
              stamp: now,
              siteUrl,
              agencyEmail,
            }),
          ]
        : []),
    ];
    await tx.outboxEmail.createMany({ data: mails.map((mail) => ({ ...outboxRow(mail), leadId })) });
    await auditEntry(tx, BY_EMAILED_LINK, 'visit.cancel', `lead:${leadId}`, {
      slot: slot.id,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      reopenedAs,
    });
    return true;
  });
  if (!cancelled) return 'notBooked';
  expireCacheTags([CACHE_TAG.visitSlots(slot.propertyId)]);
  return 'cancelled';
}
