import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { LeadFilters } from '@/components/admin/lead-filters';
import { LeadPageLinks } from '@/components/admin/lead-page-links';
import { LeadTable } from '@/components/admin/lead-table';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { staffPage } from '@/lib/admin/guard';
import { leadFilter, leadFilterQuery } from '@/lib/admin/lead-filter';
import { leadsPage } from '@/lib/admin/leads';
import { pageTitle } from '@/lib/admin/page-title';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('leads');

// Every form's leads, newest first, 50 a page (lib/admin/leads.ts). Admins only: it is personal data.
export default async function LeadsPage({ searchParams }: PageProps<'/admin/leads'>) {
  const staff = await staffPage('leads');
  const query = await searchParams;
  const filter = leadFilter(query);
  const [t, inbox] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.leads' }),
    leadsPage(filter, staff.id),
  ]);
  const inboxPath = backOfficePath('leads');
  const here = `${inboxPath}${leadFilterQuery(filter)}`;
  const { page: _page, ...exported } = filter;
  return (
    <BackOfficeShell staff={staff} current="leads" title={t('title')}>
      <OutcomeNotice
        locale={staff.locale}
        query={query}
        fieldLabels={{ ids: t('selection.field'), status: t('table.status') }}
      />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <LeadFilters locale={staff.locale} filter={filter} />
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p className="font-semibold">{t('count', { count: inbox.total })}</p>
        {inbox.total > 0 && (
          <a href={`/api/admin/leads/export/${leadFilterQuery({ ...exported, page: 1 })}`} className={LINK}>
            {t('export', { count: inbox.total })}
          </a>
        )}
      </div>
      {inbox.leads.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <LeadTable
          locale={staff.locale}
          leads={inbox.leads}
          back={here}
          leadHref={(id) => `${inboxPath}${id}/${leadFilterQuery(filter)}`}
        />
      )}
      <LeadPageLinks
        locale={staff.locale}
        page={filter.page}
        pageCount={inbox.pageCount}
        hrefFor={(page) => `${inboxPath}${leadFilterQuery(filter, page)}`}
      />
    </BackOfficeShell>
  );
}
