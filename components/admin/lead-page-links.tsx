import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Links to the pages of a long back-office list (the leads inbox, the outbox): the first, the
 * last and two either side of the current one, as the listing's pagination does, in plain links.
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
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (candidate) => candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 2,
  );
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
        {pages.map((candidate, index) => (
          <li key={candidate} className="flex items-center gap-2">
            {index > 0 && candidate - (pages[index - 1] ?? 0) > 1 && <span aria-hidden="true">…</span>}
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
