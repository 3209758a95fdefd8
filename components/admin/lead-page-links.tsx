import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageNumbers } from '@/lib/domain/paging';

/**
 * Links to the pages of a long back-office list (the leads inbox, the outbox), the same pages as
 * the listing's pagination (lib/domain/paging.ts), in plain links.
 */
export async function LeadPageLinks({
  locale,
  page,
  pageCount,
  hrefFor,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line bg-white px-3 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';
  return (
    <nav aria-label={t('label')} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" className={item}>
              {t('previous')}
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map(({ page: candidate, afterGap }) => (
          <li key={candidate} className="flex items-center gap-2">
            {afterGap && <span aria-hidden="true">…</span>}
            <a
              href={hrefFor(candidate)}
              aria-current={candidate === page ? 'page' : undefined}
              aria-label={t('page', { page: candidate })}
              className={item}
            >
              {candidate}
            </a>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={hrefFor(page + 1)} rel="next" className={item}>
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
