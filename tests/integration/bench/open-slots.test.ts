// The slots the visitors benchmark books (scripts/bench/visitor-writes.ts): a sold or let property
// stays online but takes no visit, so none of its slots is booked, whether found or added.
import { describe, expect, it } from 'vitest';
import { GOAL } from '@/lib/properties/goal';
import { SOLD_MARQUEE } from '@/lib/properties/marquee';
import { createRandom } from '@/prisma/seed/prng';
import { openSlots } from '@/scripts/bench/visitor-writes';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const DAY_MS = 86_400_000;

async function catalogueOfOneOnOfferOneSold() {
  const db = await freshDb();
  const onOffer = await createTestProperty(db);
  const sold = await createTestProperty(db, { marquee: SOLD_MARQUEE });
  const catalogue = [onOffer, sold].map(({ id }) => ({ id, goal: GOAL.sale, price: null, paths: [] }));
  return { db, onOffer, sold, catalogue };
}

describe('openSlots', () => {
  it('finds the open slots of properties on offer, not those of a sold one', async () => {
    const { db, onOffer, sold, catalogue } = await catalogueOfOneOnOfferOneSold();
    const startsAt = new Date(Date.now() + 3 * DAY_MS);
    const endsAt = new Date(startsAt.getTime() + 1_800_000);
    for (const { id } of [onOffer, sold, onOffer]) {
      await db.appointment.create({ data: { propertyId: id, startsAt, endsAt } });
    }

    const { slots, added } = await openSlots(db, catalogue, 2, createRandom(1));

    expect(added).toBe(0);
    expect(slots.map(({ propertyId }) => propertyId)).toEqual([onOffer.id, onOffer.id]);
  });

  it('adds slots, when too few are open, to properties on offer only', async () => {
    const { db, onOffer, catalogue } = await catalogueOfOneOnOfferOneSold();

    const { slots, added } = await openSlots(db, catalogue, 2, createRandom(1));

    expect(added).toBe(1);
    expect(slots.map(({ propertyId }) => propertyId)).toEqual([onOffer.id]);
  });
});
