import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { bookingCancelForm } from '@/lib/admin/forms/slots';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { storedSlot, type StoredSlot } from '@/lib/admin/slot-checks';
import { cancellationMail } from '@/lib/admin/slot-cancellation';
import type { StaffMember } from '@/lib/admin/staff-member';
import { clashingSlot } from '@/lib/appointments/slot-clash';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { deliverPending } from '@/lib/mail/outbox';
import { outboxRow } from '@/lib/mail/queue';
import { auditEntry } from '@/lib/staff/audit';

/** A booked visit's cancellation; `reopen`: offer the freed time to other visitors, as a new slot. */
export const bookingCancelSchema = z.object({
  id: recordIdField,
  action: z.literal('cancel'),
  ...formShape(bookingCancelForm),
});

/**
 * Cancels the booked visit of a slot, as `cancel` below tells; the property's `visit-slots` tag is
 * expired whatever the outcome.
 */
export async function cancelBooking(
  input: z.output<typeof bookingCancelSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const slot = await storedSlot(input.id);
  if (!slot) return { error: 'gone' };
  const outcome = await cancel(slot, input.reopen, staff, new Date());
  await expireEverywhere([CACHE_TAG.visitSlots(slot.propertyId)]);
  return outcome;
}

/**
 * Cancels a booked visit to come. The slot becomes `cancelled`, not open again: the visitor was
 * told their visit is off, and the agency usually cancels because nobody can show the property
 * then (an open slot would be booked again by someone else at once). Its row keeps who had booked,
 * and its calendar UID is never reused. When the time does suit, `reopen` offers it as a new slot.
 * The visitor's mail is queued in the same transaction (the outbox sends it).
 */
async function cancel(slot: StoredSlot, reopen: boolean, staff: StaffMember, now: Date): Promise<WriteOutcome> {
  if (slot.status !== 'confirmed') return { error: 'gone' };
  if (slot.startsAt <= now) return { error: 'slotPast' };
  // A slot confirmed outside the site (by the CRM, the demo data) has no lead: nobody to write to.
  const lead =
    slot.leadId === null
      ? null
      : await db.lead.findUnique({ where: { id: slot.leadId }, select: { id: true, locale: true, payload: true } });
  const mail = lead
    ? await cancellationMail(db, slot, lead, { siteUrl: env().SITE_URL, agencyEmail: env().AGENCY_EMAIL, now })
    : null;
  // Another slot may hold the time meanwhile (an import, a colleague): the time is then not offered twice.
  const offerAgain = reopen && !(await clashingSlot(db, slot.propertyId, slot, slot.id));
  const cancelled = await db.$transaction(async (tx) => {
    const { count } = await tx.appointment.updateMany({
      where: { id: slot.id, status: 'confirmed' },
      data: { status: 'cancelled' },
    });
    if (count !== 1) return false;
    if (mail) await tx.outboxEmail.create({ data: { ...outboxRow(mail), leadId: lead?.id ?? null } });
    const reopened = offerAgain
      ? await tx.appointment.create({
          data: { propertyId: slot.propertyId, startsAt: slot.startsAt, endsAt: slot.endsAt },
          select: { id: true },
        })
      : null;
    await auditEntry(tx, staff, 'slot.cancel', `slot:${slot.id}`, {
      leadId: lead?.id ?? null,
      mailed: mail !== null,
      reopenedAs: reopened?.id ?? null,
    });
    return true;
  });
  if (!cancelled) return { error: 'gone' };
  // The visitor hears of it now, not at the outbox worker's next round; it retries what fails.
  if (mail) void deliverPending().catch(() => {});
  return { notice: offerAgain ? 'bookingCancelledReopened' : 'bookingCancelled' };
}
