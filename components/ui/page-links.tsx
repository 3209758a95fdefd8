import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageNumbers } from '@/lib/domain/paging';
import type { Locale } from '@/lib/i18n/locales';

/** What a link to a page carries besides its address. */
export type PageLinkProps = {
  rel?: 'prev' | 'next';
  'aria-current'?: 'page';
  'aria-label'?: string;
  className: string;
  children: ReactNode;
};

/**
 * Real links to the pages of a long list: the previous page, the pages around this one with their
 * gaps (lib/domain/paging.ts), the next page. Each list makes its links its own way (the listing's
 * localized addresses, the back-office's plain ones) and gives them its look.
 */
export async function PageLinks({
  page,
  pageCount,
  locale,
  className,
  listClassName,
  linkClassName,
  link,
}: {
  page: number;
  pageCount: number;
  /** The language of the links' words; the page's when not said. */
  locale?: Locale;
  className: string;
  listClassName: string;
  /** A link's classes, the current page's (`current`) or another's. */
  linkClassName: (current: boolean) => string;
  /** The link to the page `to`. */
  link: (to: number, props: PageLinkProps) => ReactNode;
}) {
  if (pageCount <= 1) return null;
  const t = await (locale ? getTranslations({ locale, namespace: 'Pagination' }) : getTranslations('Pagination'));
  return (
    <nav aria-label={t('label')} className={className}>
      <ul className={listClassName}>
        {page > 1 && (
          <li>{link(page - 1, { rel: 'prev', className: linkClassName(false), children: t('previous') })}</li>
        )}
        {pageNumbers(page, pageCount).map(({ page: candidate, afterGap }) => (
          <li key={candidate} className="flex items-center gap-2">
            {afterGap && <span aria-hidden="true">…</span>}
            {link(candidate, {
              'aria-current': candidate === page ? 'page' : undefined,
              'aria-label': t('page', { page: candidate }),
              className: linkClassName(candidate === page),
              children: candidate,
            })}
          </li>
        ))}
        {page < pageCount && (
          <li>{link(page + 1, { rel: 'next', className: linkClassName(false), children: t('next') })}</li>
        )}
      </ul>
    </nav>
  );
}
