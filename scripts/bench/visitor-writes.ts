// The writes of the visitors mix (mix-visitors.ts), as a live site gets them while it serves
// pages: the CRM pushing one property's new price (POST /api/import/, a partial feed), and
// visitors booking a visit through the real form (POST /api/forms/visit/), captcha solved as the
// browser solves it (components/forms/captcha-check.tsx).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { brusselsDateTime } from '@/lib/appointments/slot-days';
import { formPostUrl } from '@/lib/forms/form-post-url';
import { brusselsDay } from '@/lib/i18n/dates';
import type { PropertyRecord } from '@/lib/import/feed-schema';
import { LOCALES } from '@/lib/i18n/locales';
import type { Db } from '@/lib/prisma-client';
import { ON_OFFER_WHERE } from '@/lib/properties/marquee';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import type { Random } from '@/prisma/seed/prng';
import { SYNTHETIC_FIRST_ID, syntheticRecords } from './synthetic-feed';
import type { CatalogueProperty } from './visitor-pages';
import { shuffled } from './zipf';

const DAY_MS = 86_400_000;
// Slots the bench adds start this many days ahead: past the three weeks the demo seed fills
// (prisma/seed/appointments.ts), so they meet none of its slots.
const ADDED_SLOTS_FROM_DAY = 60;
const SLOT_MINUTES = 30;

export type OpenSlot = { id: number; propertyId: number };

/**
 * Open slots of properties on offer, starting at least an hour from now (the form takes only slots
 * to come), in a seeded order. The demo seed made three weeks of them when the bench database was
 * built; a database kept for weeks, or booked by earlier runs, may have too few left: then
 * `wanted` are added, one evening each for as many properties, and the count added is returned.
 */
export async function openSlots(
  db: Db,
  properties: readonly CatalogueProperty[],
  wanted: number,
  random: Random,
): Promise<{ slots: OpenSlot[]; added: number }> {
  const now = Date.now();
  const find = () =>
    db.appointment.findMany({
      where: {
        status: 'open',
        leadId: null,
        startsAt: { gt: new Date(now + 3_600_000) },
        // A sold or let property stays online but shows no slots, and the form refuses a visit of
        // it (lib/forms/handlers/visit.ts): the bench books only properties on offer.
        property: ON_OFFER_WHERE,
      },
      orderBy: { id: 'asc' },
      select: { id: true, propertyId: true },
    });
  const found = await find();
  if (found.length >= wanted) return { slots: shuffled(found, random), added: 0 };
  // Candidates twice as many as wanted: a few of them may be sold or let.
  const candidates = shuffled(properties, random).slice(0, wanted * 2);
  const onOffer = await db.property.findMany({
    where: { ...ON_OFFER_WHERE, id: { in: candidates.map(({ id }) => id) } },
    select: { id: true },
  });
  const onOfferIds = new Set(onOffer.map(({ id }) => id));
  const rows = candidates
    .filter(({ id }) => onOfferIds.has(id))
    .slice(0, wanted)
    .map((property, index) => {
      const startsAt = brusselsDateTime(brusselsDay(new Date(now + (ADDED_SLOTS_FROM_DAY + index) * DAY_MS)), '18:00');
      return { propertyId: property.id, startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000) };
    });
  // A slot an earlier run added at the same time stays the only one.
  const taken = await db.appointment.findMany({
    where: { OR: rows.map(({ propertyId, startsAt }) => ({ propertyId, startsAt })) },
    select: { propertyId: true, startsAt: true },
  });
  const fresh = rows.filter(
    (row) => !taken.some((slot) => slot.propertyId === row.propertyId && +slot.startsAt === +row.startsAt),
  );
  await db.appointment.createMany({ data: fresh.map((row) => ({ ...row, status: 'open' })) });
  return { slots: shuffled(await find(), random), added: fresh.length };
}

let demoRecords: Map<number, PropertyRecord[]> | undefined;

/** The feed's records (one per language) of a property the bench database holds, or none. */
export function feedRecordsOf(id: number): PropertyRecord[] {
  if (id >= SYNTHETIC_FIRST_ID) return syntheticRecords(id);
  if (!demoRecords) {
    demoRecords = new Map();
    for (const record of buildDemoFeed().properties) {
      demoRecords.set(record.ID, [...(demoRecords.get(record.ID) ?? []), record]);
    }
  }
  return demoRecords.get(id) ?? [];
}

/** The property's new price, one percent up (at least 10): always a change. */
export const raisedPrice = (price: number) => price + Math.max(10, Math.round(price / 1_000) * 10);

/** Sends one property's records with `price`, as the CRM sends a change: a partial feed. */
export async function importPrice(
  base: string,
  token: string,
  records: readonly PropertyRecord[],
  price: number,
): Promise<{ status: number; updated: number }> {
  const response = await fetch(`${base}/api/import/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ full: false, properties: records.map((record) => ({ ...record, Price: price })) }),
  });
  const body = (await response.json().catch(() => ({}))) as { report?: { updated?: number } };
  return { status: response.status, updated: body.report?.updated ?? 0 };
}

/** The captcha field as the browser fills it: the server's challenge and its solution, base64 JSON. */
async function solvedCaptcha(base: string): Promise<string> {
  const response = await fetch(`${base}/api/captcha/`);
  if (!response.ok) throw new Error(`/api/captcha/ answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Books `slot` as visitor number `visitor`, from the property's page in one of its languages.
 * Each visitor comes from an address of its own (198.18.0.0/15, the range set aside for
 * benchmarks), sent as X-Forwarded-For, which the server reads with TRUST_PROXY=1: the form's
 * limit of five posts per address in ten minutes applies to each visitor, not to the bench.
 */
export async function bookVisit(
  base: string,
  slot: OpenSlot,
  property: CatalogueProperty | undefined,
  visitor: number,
): Promise<{ status: number; issues: string[] }> {
  const index = visitor % LOCALES.length;
  const locale = LOCALES[index] ?? 'fr';
  const body = {
    propertyId: slot.propertyId,
    appointmentId: slot.id,
    salutation: 'mrs',
    firstName: 'Bench',
    lastName: `Visitor ${visitor}`,
    email: `bench.visitor.${visitor}@vitrine.example`,
    phone: '+32 470 12 34 56',
    message: '',
    privacy: true,
    captcha: await solvedCaptcha(base),
    website: '',
    locale,
    ...(property ? { sourcePage: property.paths[index] } : {}),
  };
  const response = await fetch(`${base}${formPostUrl('visit')}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `198.18.${Math.floor(visitor / 250) % 256}.${(visitor % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { issues?: { path: string[]; message: string }[] };
  return {
    status: response.status,
    issues: (answer.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`),
  };
}
