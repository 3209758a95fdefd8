import 'server-only';
import { countTestimonials } from '@/lib/admin/testimonials';
import { db } from '@/lib/db';
import { backOfficePath, BACK_OFFICE_PAGES, type BackOfficePage } from '@/lib/staff/paths';
import { mayEnter, type StaffRole } from '@/lib/staff/roles';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's cards: what waits for the member of staff, one count per screen, each linking
 * to the screen filtered on it. Only the screens the role reaches.
 */
const CARDS = [
  {
    page: 'testimonials',
    href: `${backOfficePath('testimonials')}?view=new`,
    count: () => countTestimonials('new'),
  },
  {
    page: 'leads',
    href: `${backOfficePath('leads')}?status=new`,
    count: () => db.lead.count({ where: { status: 'new' } }),
  },
  {
    page: 'outbox',
    href: `${backOfficePath('outbox')}?status=failed`,
    count: () => db.outboxEmail.count({ where: { status: 'failed' } }),
  },
  {
    page: 'slots',
    // The visits booked this coming week are on the agency's week of visits.
    href: backOfficePath('calendar'),
    count: (now: Date) =>
      db.appointment.count({
        where: { status: 'confirmed', startsAt: { gte: now, lt: new Date(now.getTime() + 7 * DAY_MS) } },
      }),
  },
  {
    page: 'pages',
    href: backOfficePath('pages'),
    count: () => db.menuPage.count({ where: { status: 'Draft' } }),
  },
] as const satisfies readonly { page: BackOfficePage; href: string; count: (now: Date) => Promise<number> }[];

export type DashboardCard = { page: (typeof CARDS)[number]['page']; href: string; count: number };

export async function dashboardCards(role: StaffRole, now = new Date()): Promise<DashboardCard[]> {
  const reached = CARDS.filter((card) => mayEnter(role, BACK_OFFICE_PAGES[card.page].area));
  const counts = await Promise.all(reached.map((card) => card.count(now)));
  return reached.map((card, index) => ({ page: card.page, href: card.href, count: counts[index]! }));
}
