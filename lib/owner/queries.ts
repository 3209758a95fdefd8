import { ACTIVE_ALERT } from '@/lib/alerts/active-alert';
import { alertCandidate, CANDIDATE_COLUMNS } from '@/lib/alerts/alert-candidate';
import { alertMatches } from '@/lib/alerts/match';
import { currentSlot } from '@/lib/appointments/visit-state';
import { brusselsDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/lib/prisma-client';
import { parsePayload } from '@/lib/leads/lead-contact';
import { discreetName } from '@/lib/owner/contact-name';
import { summarizeViews } from '@/lib/owner/view-summary';
import { goalFromFeed } from '@/lib/properties/goal';

// Every query here is filtered by the owner's id; callers pass the database so the weekly report
// script can use the same figures as the portal.

/** The owner's properties, as a selector for the portal. */
export async function ownerProperties(db: Db, ownerId: number, locale: Locale) {
  const links = await db.ownerProperty.findMany({
    where: { ownerId },
    orderBy: { propertyId: 'asc' },
    select: {
      property: {
        select: {
          id: true,
          goal: true,
          recordFile: true,
          marquee: true,
          translations: { where: { locale }, select: { title: true } },
          city: { select: { zip: true, translations: { where: { locale }, select: { name: true } } } },
        },
      },
    },
  });
  return links.map(({ property }) => ({
    id: property.id,
    goal: goalFromFeed(property.goal),
    recordFile: property.recordFile,
    marquee: property.marquee,
    title: property.translations[0]?.title ?? property.recordFile,
    city: `${property.city.zip} ${property.city.translations[0]?.name ?? ''}`.trim(),
  }));
}

export type OwnerStats = NonNullable<Awaited<ReturnType<typeof ownerStats>>>;

/**
 * Figures for one of the owner's properties, or for all of them together (`propertyId` null).
 * Returns null when the property is not the owner's: callers answer 404, never someone else's data.
 */
export async function ownerStats(db: Db, ownerId: number, propertyId: number | null, now = new Date()) {
  const owned = (await db.ownerProperty.findMany({ where: { ownerId }, select: { propertyId: true } })).map(
    (link) => link.propertyId,
  );
  if (propertyId !== null && !owned.includes(propertyId)) return null;
  const ids = propertyId === null ? owned : [propertyId];

  const [visitRows, communications, leads, appointments, publications, properties, alerts] = await Promise.all([
    db.propertyVisitDay.groupBy({ by: ['day'], where: { propertyId: { in: ids } }, _sum: { count: true } }),
    db.communication.findMany({ where: { propertyId: { in: ids } }, orderBy: { date: 'desc' }, take: 100 }),
    db.lead.findMany({
      where: { propertyId: { in: ids } },
      orderBy: { createdAt: 'desc' },
      take: 100,
      include: { appointments: { select: { id: true, status: true, calendarSequence: true } } },
    }),
    db.appointment.findMany({
      where: { propertyId: { in: ids }, status: { not: 'open' } },
      orderBy: { startsAt: 'desc' },
      take: 50,
      include: { lead: { select: { payload: true } } },
    }),
    db.portalPublication.findMany({
      where: { propertyId: { in: ids } },
      orderBy: [{ propertyId: 'asc' }, { portal: 'asc' }],
    }),
    db.property.findMany({
      where: { id: { in: ids } },
      select: CANDIDATE_COLUMNS,
    }),
    db.searchAlert.findMany({ where: ACTIVE_ALERT }),
  ]);

  const history = [
    ...communications.map((entry) => ({
      id: `crm-${entry.id}`,
      propertyId: entry.propertyId,
      date: entry.date.toISOString(),
      type: entry.type,
      contact: entry.contact,
      subject: entry.subject,
      comment: entry.comment,
      status: entry.status,
      source: entry.source,
    })),
    ...leads.map((lead) => {
      const payload = parsePayload(lead.payload);
      const remark = (payload as { remark?: unknown } | null)?.remark;
      return {
        id: `lead-${lead.id}`,
        propertyId: lead.propertyId ?? 0,
        date: lead.createdAt.toISOString(),
        type: lead.type,
        contact: discreetName(payload) ?? '—',
        // The form's name is the subject: shown as the label of its type.
        subject: null,
        comment: typeof remark === 'string' ? remark.slice(0, 300) : null,
        // A visit booked and cancelled since, by its visitor's link or by the agency, says so.
        status: currentSlot(lead.appointments)?.status === 'cancelled' ? 'cancelled' : 'received',
        source: 'website',
      };
    }),
  ].sort((a, b) => b.date.localeCompare(a.date));

  const waitingDemands = properties.reduce(
    (sum, property) =>
      sum + alerts.filter((alert) => alertMatches(alert, alertCandidate(property, property.price))).length,
    0,
  );

  return {
    propertyId,
    views: summarizeViews(
      visitRows.map((row) => ({ day: row.day, count: row._sum.count ?? 0 })),
      brusselsDay(now),
    ),
    history,
    appointments: appointments.map((appointment) => ({
      id: appointment.id,
      propertyId: appointment.propertyId,
      startsAt: appointment.startsAt.toISOString(),
      status: appointment.status,
      // The visitor who booked, shortened as for leads; null when the lead is gone.
      visitor: discreetName(parsePayload(appointment.lead?.payload ?? '')),
    })),
    publications: publications.map((publication) => ({
      id: publication.id,
      propertyId: publication.propertyId,
      portal: publication.portal,
      url: publication.url,
      views: publication.views,
      publishedAt: publication.publishedAt?.toISOString() ?? null,
    })),
    waitingDemands,
  };
}
