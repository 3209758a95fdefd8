import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { auditQuery, type AuditFilter } from '@/lib/admin/audit-filter';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/** Newer and older pages of the log, keeping its filters. */
export async function AuditPagination({
  locale,
  filter,
  pages,
}: {
  locale: Locale;
  filter: AuditFilter;
  pages: number;
}) {
  if (pages <= 1 && filter.page === 1) return null;
  const t = await getTranslations({ locale, namespace: 'Admin.audit' });
  const pagePath = (page: number) => `${backOfficePath('audit')}${auditQuery({ ...filter, page })}`;
  const link = `${LINK} inline-flex min-h-11 items-center`;
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
      {filter.page > 1 && (
        <a href={pagePath(Math.min(filter.page - 1, pages))} rel="prev" className={link}>
          {t('pagination.newer')}
        </a>
      )}
      <span>{t('pagination.page', { page: filter.page, pages })}</span>
      {filter.page < pages && (
        <a href={pagePath(filter.page + 1)} rel="next" className={link}>
          {t('pagination.older')}
        </a>
      )}
    </nav>
  );
}
