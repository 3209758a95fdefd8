import { getTranslations } from 'next-intl/server';
import { CARD, TEXT_LINK } from '@/components/admin/admin-classes';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { LeadsAssignedToMe } from '@/components/admin/lead-assigned-to-me';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { dashboardCards } from '@/lib/admin/dashboard';
import { staffPage } from '@/lib/admin/guard';
import { myOpenLeads } from '@/lib/admin/lead-assignment';
import { pageTitle } from '@/lib/admin/page-title';
import { mayEnter } from '@/lib/staff/roles';

export const generateMetadata = pageTitle('home');

export default async function BackOfficeHome({ searchParams }: PageProps<'/admin'>) {
  const staff = await staffPage('home');
  const [t, cards, query, mine] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin' }),
    dashboardCards(staff.role),
    searchParams,
    mayEnter(staff.role, 'leads') ? myOpenLeads(staff.id) : null,
  ]);
  return (
    <BackOfficeShell staff={staff} current="home" title={t('home.title', { name: staff.name })}>
      {/* A write whose form named no page of the back-office returns here: its outcome shows all the same. */}
      <OutcomeNotice locale={staff.locale} query={query} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.page} className={CARD}>
            <h2 className="text-lg font-semibold">
              <a href={card.href} className={TEXT_LINK}>
                {t(`pages.${card.page}`)}
              </a>
            </h2>
            <p className="mt-2 text-muted">{t(`home.waiting.${card.page}`, { count: card.count })}</p>
          </li>
        ))}
      </ul>
      {mine && <LeadsAssignedToMe locale={staff.locale} mine={mine} />}
    </BackOfficeShell>
  );
}
