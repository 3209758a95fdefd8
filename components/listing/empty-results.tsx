import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { DEFAULT_FILTERS, listingQuery, type ListingFilters } from '@/lib/listing/listing-params';
import type { Goal } from '@/lib/properties/goal';
import { listingPathname } from '@/lib/properties/goal';

/** "No results were found for your search", with the way back to every property and the search alert. */
export async function EmptyResults({
  goal,
  filters,
  searchAlert,
}: {
  goal: Goal;
  filters: ListingFilters;
  searchAlert: ReactNode;
}) {
  const t = await getTranslations('Listing');
  const pathname = listingPathname(goal);
  return (
    <div className="rounded-lg border border-line bg-sand-50 p-8 text-center">
      <p className="text-lg font-semibold">{t('empty')}</p>
      <p className="mt-2 text-muted">{t('emptyHint')}</p>
      <Link
        href={{ pathname, query: listingQuery({ ...DEFAULT_FILTERS, view: filters.view }) }}
        className="mt-4 button-primary"
      >
        {t('showAll')}
      </Link>
      <div className="mt-6">{searchAlert}</div>
    </div>
  );
}
