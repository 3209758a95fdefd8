import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { bookingCancelForm, slotForm } from '@/lib/admin/forms/slots';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { cancellationMail } from '@/lib/admin/slot-cancellation';
import { deliverPending } from '@/lib/mail/outbox';
import type { SlotWeek } from '@/lib/admin/slot-week';
import { slotSpan, slotWeekPath } from '@/lib/admin/slot-week';
import type { StaffMember } from '@/lib/admin/staff-member';
import { VISIT_SLOT_COLUMNS } from '@/lib/appointments/linked-visit';
import { clashingSlot } from '@/lib/appointments/slot-clash';
import { SLOT_STATUSES, type SlotStatus } from '@/lib/appointments/slot-rules';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { leadContact, payloadObject, type LeadContact } from '@/lib/leads/lead-contact';
import { searchWords } from '@/lib/listing/search-words';
import { outboxRow } from '@/lib/mail/queue';
import { AVAILABLE } from '@/lib/properties/status';

// Visit slots in the back-office (docs/back-office.md): a property's week of slots, and the writes
// that create, move, delete them and cancel a booking. Every write expires the property's
// `visit-slots` tag, so the visit form offers (or stops offering) the slot on the next request.

const MAX_SEARCH_RESULTS = 20;
/** The longest search for a property: a reference, a number or words of a title. */
export const SLOT_SEARCH_MAX = 100;

const inLocale = <Row extends { locale: string }>(rows: readonly Row[], locale: Locale) =>
  rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === DEFAULT_LOCALE) ?? rows[0];

/** What the slots' pages show of a property: read with `summarize`. */
export const propertySummary = {
  id: true,
  recordFile: true,
  translations: { select: { locale: true, title: true } },
  city: { select: { zip: true, translations: { select: { locale: true, name: true } } } },
} as const;

type PropertyRow = {
  id: number;
  recordFile: string;
  translations: { locale: string; title: string }[];
  city: { zip: string; translations: { locale: string; name: string }[] };
};

/** A property as the slots' pages name it: its reference, its title in `locale`, its town. */
export function summarize(row: PropertyRow, locale: Locale) {
  return {
    id: row.id,
    recordFile: row.recordFile,
    title: inLocale(row.translations, locale)?.title || row.recordFile,
    town: [row.city.zip, inLocale(row.city.translations, locale)?.name].filter(Boolean).join(' '),
  };
}

export type SlotProperty = ReturnType<typeof summarize>;

/**
 * Properties on offer whose reference, id or title matches `text`: the reference anywhere in it
 * ("2321" finds V-2321), each word of a title at the start of a word (as the site's search box).
 */
export async function propertiesForSlots(text: string, locale: Locale, now = new Date()) {
  const typed = text.trim().slice(0, SLOT_SEARCH_MAX);
  if (!typed) return [];
  const words = searchWords(typed);
  const rows = await db.property.findMany({
    where: {
      status: AVAILABLE,
      OR: [
        // References are upper case: PostgreSQL compares case, SQLite does not.
        { recordFile: { contains: typed.toUpperCase() } },
        { recordFile: { contains: typed } },
        ...(/^\d{1,9}$/.test(typed) ? [{ id: Number(typed) }] : []),
        ...(words.length > 0
          ? [
              {
                AND: words.map((word) => ({
                  translations: { some: { OR: [{ slug: { startsWith: word } }, { slug: { contains: `-${word}` } }] } },
                })),
              },
            ]
          : []),
      ],
    },
    orderBy: { recordFile: 'asc' },
    take: MAX_SEARCH_RESULTS,
    select: {
      ...propertySummary,
      _count: { select: { appointments: { where: { status: 'open', startsAt: { gt: now } } } } },
    },
  });
  return rows.map((row) => ({ ...summarize(row, locale), openSlots: row._count.appointments }));
}

/** A property on offer, as the slots page names it; null for any other. */
export async function slotProperty(id: number, locale: Locale): Promise<SlotProperty | null> {
  const row = await db.property.findFirst({ where: { id, status: AVAILABLE }, select: propertySummary });
  return row && summarize(row, locale);
}

export type Visitor = LeadContact & { leadId: number; locale: Locale };
export type WeekSlot = { id: number; startsAt: Date; endsAt: Date; status: SlotStatus; visitor: Visitor | null };

/** The columns of a slot that its week shows, with the lead of who booked it. */
export const weekSlotColumns = {
  id: true,
  startsAt: true,
  endsAt: true,
  status: true,
  lead: { select: { id: true, locale: true, payload: true } },
} as const;

type WeekSlotRow = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  status: string;
  lead: { id: number; locale: string; payload: string } | null;
};

/** A slot as read with weekSlotColumns, with who booked it. */
export function weekSlot({ lead, status, ...slot }: WeekSlotRow): WeekSlot {
  return {
    ...slot,
    // Only the three statuses are ever written; anything else is shown as what frees the time.
    status: SLOT_STATUSES.includes(status as SlotStatus) ? (status as SlotStatus) : 'cancelled',
    visitor: lead && {
      ...leadContact(payloadObject(lead.payload)),
      leadId: lead.id,
      locale: localeOrDefault(lead.locale),
    },
  };
}

/** The property's slots of one week, in time order, with who booked them. */
export async function slotsOfWeek(propertyId: number, week: SlotWeek): Promise<WeekSlot[]> {
  const rows = await db.appointment.findMany({
    where: { propertyId, startsAt: { gte: week.startsAt, lt: week.endsAt } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: weekSlotColumns,
  });
  return rows.map(weekSlot);
}

// ---- writes

const slotFields = formShape(slotForm);

export const slotCreateSchema = z.object({ propertyId: recordIdField, ...slotFields });

export const slotWriteSchema = z.discriminatedUnion('action', [
  z.object({ id: recordIdField, action: z.literal('move'), ...slotFields }),
  z.object({ id: recordIdField, action: z.literal('delete') }),
  // `reopen`: offer the freed time to other visitors, as a new slot.
  z.object({ id: recordIdField, action: z.literal('cancel'), ...formShape(bookingCancelForm) }),
]);

type Span = { startsAt: Date; endsAt: Date };

/** Why a slot cannot be put at `span`: it has begun, or it meets another slot of the property. */
async function placementError(propertyId: number, span: Span, now: Date, except?: number) {
  if (span.startsAt <= now) return 'slotPast' as const;
  if (await clashingSlot(db, propertyId, span, except)) return 'slotOverlap' as const;
  return null;
}

const spanDetail = (span: Span) => ({ startsAt: span.startsAt.toISOString(), endsAt: span.endsAt.toISOString() });

/** A new open slot, typed in Brussels time: bookable by visitors on the next request. */
export async function createSlot(input: z.output<typeof slotCreateSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const property = await db.property.findFirst({
    where: { id: input.propertyId, status: AVAILABLE },
    select: { id: true },
  });
  if (!property) return { error: 'gone' };
  const span = slotSpan(input.date, input.time, input.duration);
  const refusal = await placementError(property.id, span, new Date());
  if (refusal) return { error: refusal };
  await db.$transaction(async (tx) => {
    const slot = await tx.appointment.create({ data: { propertyId: property.id, ...span }, select: { id: true } });
    await auditEntry(tx, staff, 'slot.create', `slot:${slot.id}`, { propertyId: property.id, ...spanDetail(span) });
  });
  await expireEverywhere([CACHE_TAG.visitSlots(property.id)]);
  // Any day to come: the member of staff returns to the week that shows the new slot.
  return { notice: 'slotCreated', returnTo: slotWeekPath(property.id, input.date) };
}

const STORED_SLOT_COLUMNS = { ...VISIT_SLOT_COLUMNS, leadId: true } as const;
type StoredSlot = Prisma.AppointmentGetPayload<{ select: typeof STORED_SLOT_COLUMNS }>;

/**
 * Moves, deletes, or cancels the booking of a slot. Moving and deleting touch an open slot only:
 * the conditions sit in the UPDATE or DELETE itself, so a visitor booking it at that moment
 * (lib/appointments/open-slots.ts) keeps their visit and the member of staff is told.
 */
export async function writeSlot(input: z.output<typeof slotWriteSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const slot = await db.appointment.findUnique({
    where: { id: input.id },
    select: STORED_SLOT_COLUMNS,
  });
  if (!slot) return { error: 'gone' };
  const subject = `slot:${slot.id}`;
  const now = new Date();
  let outcome: WriteOutcome;
  if (input.action === 'cancel') {
    outcome = await cancelBooking(slot, input.reopen, staff, now);
  } else if (slot.status !== 'open') {
    return { error: slot.status === 'confirmed' ? 'slotBooked' : 'gone' };
  } else if (input.action === 'delete') {
    const deleted = await db.$transaction(async (tx) => {
      const { count } = await tx.appointment.deleteMany({ where: { id: slot.id, status: 'open' } });
      if (count === 1)
        await auditEntry(tx, staff, 'slot.delete', subject, { propertyId: slot.propertyId, ...spanDetail(slot) });
      return count === 1;
    });
    outcome = deleted ? { notice: 'slotDeleted' } : { error: 'slotBooked' };
  } else {
    const span = slotSpan(input.date, input.time, input.duration);
    const refusal = await placementError(slot.propertyId, span, now, slot.id);
    if (refusal) return { error: refusal };
    const moved = await db.$transaction(async (tx) => {
      const { count } = await tx.appointment.updateMany({ where: { id: slot.id, status: 'open' }, data: span });
      if (count === 1)
        await auditEntry(tx, staff, 'slot.move', subject, { from: spanDetail(slot), to: spanDetail(span) });
      return count === 1;
    });
    // To any day to come: back to the week that shows it there.
    outcome = moved
      ? { notice: 'slotMoved', returnTo: slotWeekPath(slot.propertyId, input.date) }
      : { error: 'slotBooked' };
  }
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
async function cancelBooking(slot: StoredSlot, reopen: boolean, staff: StaffMember, now: Date): Promise<WriteOutcome> {
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
