// Activity behind the owner portal demo: page visits over the last 60 days, a few registered
// search alerts that match the demo owner's properties, and confirmed visits booked by demo
// visitors. Counts come from the seeded PRNG; dates are relative to the seed run so the 30-day
// chart is never empty.
import { brusselsDay } from '@/lib/i18n/dates';
import type { Db } from '@/lib/prisma-client';
import { addDays } from '@/lib/owner/view-summary';
import { createRandom } from './prng';

const VISIT_HISTORY_DAYS = 60;
/** The visitors of the demo's confirmed visits; their mail domain marks what a new run replaces. */
const DEMO_VISITOR_DOMAIN = 'demo-visits.vitrine.example';
const DEMO_VISITORS = [
  { locale: 'fr', name: { firstName: 'Claire', lastName: 'Dubois' } },
  { locale: 'nl', name: { firstName: 'Pieter', lastName: 'Janssens' } },
] as const;

export async function seedOwnerActivity(db: Db, now = new Date()): Promise<void> {
  const random = createRandom(20261101);
  const owned = await db.ownerProperty.findMany({
    orderBy: { propertyId: 'asc' },
    select: { propertyId: true, property: { select: { goal: true, price: true, type: { select: { webId: true } } } } },
  });
  const today = brusselsDay(now);
  const rows = owned.flatMap(({ propertyId }) =>
    Array.from({ length: VISIT_HISTORY_DAYS }, (_, index) => ({
      propertyId,
      // Calendar days back from today: stepping 24 hours back met one Brussels day twice around
      // local midnight whenever a daylight-saving change lay within the history.
      day: addDays(today, -index),
      // Interest fades after publication and rises at weekends.
      count: random.int(0, 6) + (index < 14 ? random.int(2, 9) : 0),
    })),
  );
  await db.$transaction([
    db.propertyVisitDay.deleteMany({ where: { propertyId: { in: owned.map((link) => link.propertyId) } } }),
    db.propertyVisitDay.createMany({ data: rows }),
    db.searchAlert.deleteMany({ where: { email: { endsWith: '@demo-alerts.vitrine.example' } } }),
    db.searchAlert.createMany({
      data: owned.slice(0, 3).map(({ property }, index) => ({
        email: `buyer${index + 1}@demo-alerts.vitrine.example`,
        locale: ['fr', 'nl', 'en'][index] ?? 'fr',
        goal: property.goal,
        typeWebIds: String(property.type.webId),
        zones: '',
        priceMax: property.price ? property.price * 1.1 : null,
      })),
    }),
    // An earlier run's demo bookings: their leads first, which leaves their appointments unbooked.
    db.lead.deleteMany({ where: { payload: { contains: DEMO_VISITOR_DOMAIN } } }),
    db.appointment.deleteMany({ where: { propertyId: { in: owned.map((link) => link.propertyId) }, leadId: null } }),
  ]);
  // Confirmed visits booked through the visit form, as the owner portal lists them: who, where, when.
  for (const [index, { propertyId }] of owned.slice(0, 2).entries()) {
    const visitor = DEMO_VISITORS[index % DEMO_VISITORS.length]!;
    const startsAt = new Date(now.getTime() + (index + 2) * 86_400_000);
    startsAt.setUTCHours(9 + index * 4, 0, 0, 0);
    const lead = await db.lead.create({
      data: {
        type: 'contact-appointment',
        locale: visitor.locale,
        propertyId,
        consent: true,
        payload: JSON.stringify({
          ...visitor.name,
          email: `${visitor.name.firstName.toLowerCase()}@${DEMO_VISITOR_DOMAIN}`,
        }),
      },
    });
    await db.appointment.create({
      data: {
        propertyId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: 'confirmed',
        leadId: lead.id,
      },
    });
  }
}
