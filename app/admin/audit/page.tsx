import { getTranslations } from 'next-intl/server';
import { AuditFilters } from '@/components/admin/audit-filters';
import { AuditPagination } from '@/components/admin/audit-pagination';
import { AuditTable } from '@/components/admin/audit-table';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { auditFilter } from '@/lib/admin/audit-filter';
import { AUDIT_PAGE_SIZE, auditEntries, auditFilterChoices } from '@/lib/admin/audit-log';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { pageSlice } from '@/lib/domain/paging';

export const generateMetadata = pageTitle('audit');

export default async function AuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  const staff = await staffPage('audit');
  const filter = auditFilter(await searchParams);
  const [t, log, choices] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.audit' }),
    auditEntries(filter),
    auditFilterChoices(),
  ]);
  const from = pageSlice(filter.page, AUDIT_PAGE_SIZE).skip + 1;
  const caption = t('caption', { total: log.total, from, to: from + log.entries.length - 1 });
  return (
    <BackOfficeShell staff={staff} current="audit" title={t('title')}>
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <AuditFilters locale={staff.locale} filter={filter} choices={choices} />
      {log.entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <AuditTable locale={staff.locale} entries={log.entries} caption={caption} />
      )}
      <AuditPagination locale={staff.locale} filter={filter} pages={log.pages} />
    </BackOfficeShell>
  );
}
