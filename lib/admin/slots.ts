import 'server-only';
import type { SlotWeek } from '@/lib/admin/slot-week';
import { SLOT_STATUSES, type SlotStatus } from '@/lib/appointments/slot-rules';
import { db } from '@/lib/db';
import { DEFAULT_LOCALE, type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { leadContact, payloadObject, type LeadContact } from '@/lib/leads/lead-contact';
import { searchWords } from '@/lib/listing/search-words';
import { AVAILABLE } from '@/lib/properties/status';

// Visit slots in the back-office (docs/back-office.md): a property's week of slots, as its pages
// read it. The writes that create, move, delete them and cancel a booking each have a file of
// their own (create-slot.ts, move-slot.ts, delete-slot.ts, cancel-booking.ts) beside what they
// share (slot-checks.ts). Every write expires the property's `visit-slots` tag, so the visit form
// offers (or stops offering) the slot on the next request.

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
