import { BY_EMAILED_LINK, auditEntry } from '@/lib/staff/audit';
import { linkedVisit, type VisitChangeContext } from '@/lib/appointments/linked-visit';
import { bookSlot } from '@/lib/appointments/open-slots';
import { offerTimeAgain } from '@/lib/appointments/slot-clash';
import { nextRevision, visitEvent } from '@/lib/appointments/visit-calendar';
import { agencyMovedMail } from '@/lib/appointments/visit-change-mails';
import { visitConfirmationMail } from '@/lib/appointments/visit-confirmation-mail';
import { visitLinkUrl } from '@/lib/appointments/visit-link';
import { visitState } from '@/lib/appointments/visit-state';
import { findVisitedProperty } from '@/lib/appointments/visited-property';
import { expireCacheTags } from '@/lib/cache/expire';
import { CACHE_TAG } from '@/lib/cache/tags';
import { outboxRow } from '@/lib/mail/queue';

/**
 * `notBooked`: the visit is cancelled, has begun, or the lead booked none; `slotTaken`: the slot
 * chosen is not an open slot to come of the visit's property (booked meanwhile);
 * `propertyUnavailable`: the property is no longer on offer, or sold or let.
 */
export type MoveOutcome = 'moved' | 'notBooked' | 'slotTaken' | 'propertyUnavailable';

const spanDetail = (slot: { id: number; startsAt: Date; endsAt: Date }) => ({
  slot: slot.id,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
});

/** Thrown inside the transaction to undo the half of the move already written. */
class MoveRefused extends Error {
  constructor(readonly outcome: MoveOutcome) {
    super(outcome);
  }
}

/**
 * Moves a visit to come to another open slot of its property, at its visitor's request through
 * their link (docs/forms.md, changing a booked visit). One transaction: the old slot is cancelled
 * and its time offered again as a new open slot, the new one is booked by the same conditional
 * UPDATE as a booking (refused, and the whole move undone, when another visitor took it
 * meanwhile), the visit's calendar event goes along one revision later, and the visitor's new
 * confirmation (a new link, a calendar file that moves the event), the agency's notice and the
 * audit entry are written with it.
 */
export async function moveVisit(
  { db, siteUrl, agencyEmail, linkKey }: VisitChangeContext,
  leadId: number,
  appointmentId: number,
  now = new Date(),
): Promise<MoveOutcome> {
  const visit = await linkedVisit(db, leadId);
  if (!visit || visitState(visit.slot, now) !== 'booked') return 'notBooked';
  const { slot: from, visitor, locale } = visit;
  const property = await findVisitedProperty(db, from.propertyId);
  if (!property?.takesVisits) return 'propertyUnavailable';
  const to = await db.appointment.findFirst({
    where: { id: appointmentId, propertyId: property.id, status: 'open', startsAt: { gt: now } },
    select: { id: true, startsAt: true, endsAt: true },
  });
  if (!to) return 'slotTaken';
  const event = nextRevision(visitEvent(from, siteUrl));

  try {
    await db.$transaction(async (tx) => {
      const { count } = await tx.appointment.updateMany({
        where: { id: from.id, leadId, status: 'confirmed', startsAt: { gt: now } },
        data: { status: 'cancelled' },
      });
      if (count !== 1) throw new MoveRefused('notBooked');
      if (!(await bookSlot(tx, { appointmentId: to.id, propertyId: property.id, leadId, event }, now)))
        throw new MoveRefused('slotTaken');
      const reopenedAs = await offerTimeAgain(tx, from);
      const mails = [
        agencyMovedMail({ agencyEmail, property, visitor, from, to, reopened: reopenedAs !== null }),
        ...(visitor.email
          ? [
              visitConfirmationMail('moved', {
                to: visitor.email,
                name: visitor.firstName ?? visitor.lastName ?? '',
                locale,
                property,
                slot: to,
                event,
                changeUrl: visitLinkUrl(siteUrl, linkKey, { leadId, endsAt: to.endsAt }, locale),
                stamp: now,
              }),
            ]
          : []),
      ];
      await tx.outboxEmail.createMany({ data: mails.map((mail) => ({ ...outboxRow(mail), leadId })) });
      await auditEntry(tx, BY_EMAILED_LINK, 'visit.move', `lead:${leadId}`, {
        from: spanDetail(from),
        to: spanDetail(to),
        reopenedAs,
      });
    });
  } catch (error) {
    if (error instanceof MoveRefused) return error.outcome;
    throw error;
  } finally {
    // Whatever came of it, a slot the page offered may have been taken: its next render reads them again.
    expireCacheTags([CACHE_TAG.visitSlots(property.id)]);
  }
  return 'moved';
}
