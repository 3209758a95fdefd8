import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageNumbers } from '@/lib/domain/paging';

type PageHref = { pathname: '/for-sale' | '/for-rent'; query: Record<string, string | string[]> };

/** Real links to each page, so every result page can be reached and crawled without JavaScript. */
export async function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => PageHref;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Pagination');
  const item = 'pagination-link';
  return (
    <nav aria-label={t('label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className={clsx(item, 'border-line hover:bg-brand-50')}>
              {t('previous')}
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map(({ page: candidate, afterGap }) => (
          <li key={candidate} className="flex items-center gap-2">
            {afterGap && <span aria-hidden="true">…</span>}
            <Link
              href={hrefFor(candidate)}
              aria-current={candidate === page ? 'page' : undefined}
              aria-label={t('page', { page: candidate })}
              className={clsx(
                item,
                candidate === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-line hover:bg-brand-50',
              )}
            >
              {candidate}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className={clsx(item, 'border-line hover:bg-brand-50')}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
