// --mix=visitors: people browsing the site for --seconds (30 unless given: long enough for the
// writes below to happen a few times), their pages drawn by visitor-pages.ts, while the site gets
// the writes of a normal day (visitor-writes.ts): every 30 s the CRM imports one property's new
// price, and every 10 s a visitor books a visit through the form, every third one a slot an
// earlier visitor took (the form refuses it: 422). The server trusts one proxy (TRUST_PROXY=1) so
// that each booking's X-Forwarded-For is its visitor's address, and writes its mails as files
// in the temporary directory (never to an SMTP server set in the environment).
import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCALES } from '@/lib/i18n/locales';
import { createDbClient } from '@/lib/prisma-client';
import { createRandom } from '@/prisma/seed/prng';
import type { Mix, MixRow } from './mix-run';
import { drive, summarize } from './url-driver';
import { PAGE_SHARES, readCatalogue, visitorPages, type CatalogueProperty } from './visitor-pages';
import { bookVisit, feedRecordsOf, importPrice, openSlots, raisedPrice, type OpenSlot } from './visitor-writes';

const SEED = 20_261_127;
const IMPORT_EVERY_S = 30;
const BOOKING_EVERY_S = 10;
const REFUSED_EVERY = 3;
// Visitor numbers map to addresses of 198.18.0.0/15; a run starts at a random one, as the form's
// limit counts per address for ten minutes, across runs too.
const ADDRESSES = 2 ** 17;

/** Runs `task` every `seconds` until `deadline`, the first time half-way into the first interval. */
async function every(seconds: number, deadline: number, task: () => Promise<void>): Promise<void> {
  for (let at = performance.now() + seconds * 500; at < deadline; at += seconds * 1000) {
    await sleep(Math.max(0, at - performance.now()));
    await task();
  }
}

/** What the writes did: counts for the report, and what went wrong. */
type WriteLog = { imports: number; accepted: number; refused: number; failures: string[] };

function priceImports(base: string, token: string, properties: readonly CatalogueProperty[], log: WriteLog) {
  const random = createRandom(SEED + 1);
  const priced = properties.filter((property) => property.price !== null);
  const prices = new Map<number, number>();
  return async () => {
    const property = random.pick(priced);
    const price = raisedPrice(prices.get(property.id) ?? (property.price as number));
    prices.set(property.id, price);
    const records = feedRecordsOf(property.id);
    const { status, updated } = await importPrice(base, token, records, price);
    if (status === 200 && updated === 1) log.imports += 1;
    else log.failures.push(`price import of property ${property.id}: answered ${status}, ${updated} updated.`);
  };
}

function visitBookings(base: string, slots: OpenSlot[], properties: readonly CatalogueProperty[], log: WriteLog) {
  const random = createRandom(SEED + 2);
  const byId = new Map(properties.map((property) => [property.id, property]));
  const open = [...slots];
  const booked: OpenSlot[] = [];
  const first = randomInt(ADDRESSES);
  let count = 0;
  return async () => {
    count += 1;
    const taken = count % REFUSED_EVERY === 0 && booked.length > 0;
    const slot = taken ? random.pick(booked) : open.shift();
    if (!slot) {
      log.failures.push('visit booking: no open slot left.');
      return;
    }
    const visitor = (first + count) % ADDRESSES;
    const { status, issues } = await bookVisit(base, slot, byId.get(slot.propertyId), visitor);
    if (!taken && status === 200) {
      log.accepted += 1;
      booked.push(slot);
    } else if (taken && status === 422 && issues.includes('appointmentId:slotTaken')) {
      log.refused += 1;
    } else {
      log.failures.push(
        `visit booking ${count} (slot ${slot.id}, ${taken ? 'already booked' : 'open'}): answered ${status} ${issues.join(' ')}`,
      );
    }
  };
}

/** A write that throws (the server unreachable…) is a failure of the run, not the end of it. */
const logged = (log: WriteLog, name: string, task: () => Promise<void>) => () =>
  task().catch((error: unknown) => {
    log.failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  });

/** The catalogue, and open slots enough for the run's bookings and then some. */
async function readBenchData(databaseUrl: string, seconds: number) {
  const db = createDbClient(databaseUrl);
  try {
    const catalogue = await readCatalogue(db);
    const wanted = Math.ceil(seconds / BOOKING_EVERY_S) + 10;
    return { catalogue, slots: await openSlots(db, catalogue.properties, wanted, createRandom(SEED + 3)) };
  } finally {
    await db.$disconnect();
  }
}

export const visitorsMix: Mix = {
  defaultSeconds: 30,
  serverEnv: { TRUST_PROXY: '1', SMTP_URL: '', MAIL_DIR: path.join(os.tmpdir(), 'vitrine-bench', 'mail') },
  async prepare(databaseUrl, { seconds }) {
    const { catalogue, slots } = await readBenchData(databaseUrl, seconds);
    // The population is shuffled now, before the server starts.
    const pages = visitorPages(catalogue, createRandom(SEED));
    const propertyPages = catalogue.properties.length * LOCALES.length;

    return async ({ base, connections, token, memory }) => {
      const log: WriteLog = { imports: 0, accepted: 0, refused: 0, failures: [] };
      const deadline = performance.now() + seconds * 1000;
      const window = memory.window();
      const writes = Promise.all([
        every(
          IMPORT_EVERY_S,
          deadline,
          logged(log, 'price import', priceImports(base, token, catalogue.properties, log)),
        ),
        every(
          BOOKING_EVERY_S,
          deadline,
          logged(log, 'visit booking', visitBookings(base, slots.slots, catalogue.properties, log)),
        ),
      ]);
      const { samples, seconds: measured } = await drive(base, pages, { connections, seconds });
      const peakKb = window();
      await writes;

      const rows: MixRow[] = [
        { name: 'visitors', summary: summarize(samples, measured), peakKb },
        ...Object.keys(PAGE_SHARES).map((group) => ({
          name: group,
          summary: summarize(
            samples.filter((sample) => sample.group === group),
            measured,
          ),
          peakKb,
          part: true,
        })),
      ];
      const shares = Object.entries(PAGE_SHARES)
        .map(([group, share]) => `${group} ${Math.round(share * 100)} %`)
        .join(', ');
      const notes = [
        `\nPages: ${shares} (seed ${SEED}); property pages by Zipf's law over ${propertyPages} pages ` +
          `(${catalogue.properties.length} properties × 4 languages), listings over ${catalogue.towns.length} towns.`,
        `Writes: ${log.imports} price imports (every ${IMPORT_EVERY_S} s); visit bookings every ${BOOKING_EVERY_S} s: ` +
          `${log.accepted} accepted, ${log.refused} refused as intended (a slot already booked).` +
          (slots.added > 0 ? ` ${slots.added} open slots were added to the bench database first.` : ''),
      ];
      return { rows, notes, failures: log.failures };
    };
  },
};
