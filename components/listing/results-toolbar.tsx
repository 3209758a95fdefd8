import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FILTER_FORM_ID } from '@/components/listing/filter-form';
import { Link } from '@/lib/i18n/navigation';
import { SORTS, VIEWS, type ListingSort } from '@/lib/listing/listing-filters';
import { DEFAULT_FILTERS, listingQuery, type ListingFilters } from '@/lib/listing/listing-params';
import type { ListingPageResult } from '@/lib/listing/listing-query';
import type { Goal } from '@/lib/properties/goal';
import { listingPathname } from '@/lib/properties/goal';

const SORT_LABELS: Record<ListingSort, 'sortNewest' | 'sortPriceAsc' | 'sortPriceDesc' | 'sortPricePerM2'> = {
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  'price-m2-asc': 'sortPricePerM2',
};

/** Result count (read out when it changes), sort order, the list/map switch and the search alert. */
export async function ResultsToolbar({
  goal,
  filters,
  result,
  searchAlert,
}: {
  goal: Goal;
  filters: ListingFilters;
  result: ListingPageResult;
  searchAlert: ReactNode;
}) {
  const t = await getTranslations('Listing');
  const pathname = listingPathname(goal);
  const summary = [
    result.more ? t('resultCountMore', { count: result.total }) : t('resultCount', { count: result.total }),
    ...(result.pageCount > 1 && filters.view === 'list'
      ? [t('pageSummary', { page: result.page, pageCount: result.pageCount })]
      : []),
  ].join(', ');

  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
      <p role="status" className="text-lg font-semibold">
        {summary}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="listing-sort" className="text-sm font-semibold">
              {t('sortLabel')}
            </label>
            <select
              id="listing-sort"
              name="sort"
              form={FILTER_FORM_ID}
              defaultValue={filters.sort === DEFAULT_FILTERS.sort ? '' : filters.sort}
              className="filter-control"
            >
              {SORTS.map((sort) => (
                // The default order has no value, so it stays out of the URL like any blank field.
                <option key={sort} value={sort === DEFAULT_FILTERS.sort ? '' : sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" form={FILTER_FORM_ID} className="min-h-11 rounded-md border border-line px-4">
              {t('apply')}
            </button>
          </noscript>
        </div>
        <div
          role="group"
          aria-label={t('viewLabel')}
          className="flex overflow-hidden rounded-md border border-brand-700"
        >
          {VIEWS.map((view) => (
            <Link
              key={view}
              href={{ pathname, query: listingQuery({ ...filters, view, page: 1 }) }}
              aria-current={filters.view === view ? 'true' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center px-4 font-semibold',
                filters.view === view ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50',
              )}
            >
              {t(view === 'list' ? 'viewList' : 'viewMap')}
            </Link>
          ))}
        </div>
      </div>
      {searchAlert}
    </div>
  );
}
