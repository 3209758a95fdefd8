import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { SearchAlertForm } from '@/components/forms/search-alert-form';
import { filterChips } from '@/components/listing/active-filters';
import { alertKeeps } from '@/lib/alerts/alert-from-filters';
import { isDraftOf } from '@/lib/forms/draft-values';
import { formPageState } from '@/lib/forms/form-page-state';
import type { Facets } from '@/lib/listing/facets';
import {
  DEFAULT_FILTERS,
  serializeListingFilters,
  withoutFilter,
  type ListingFilters,
} from '@/lib/listing/listing-params';
import type { Goal } from '@/lib/properties/goal';

/**
 * "Create an alert for this search", in the results toolbar or on an empty result: a native
 * disclosure that says which of the search's criteria the alert keeps and which it cannot (named
 * as the chips name them), and holds the one-step form. Like the rest of the listing it depends on
 * the URL alone, so the page is one for every visitor (docs/caching.md). Only a visitor whose post
 * without JavaScript was refused finds it open, with what they typed: their draft, which the page
 * cache never sees (docs/forms.md, drafts).
 */
export async function SearchAlertControl({
  goal,
  filters,
  facets,
  emptyResult = false,
}: {
  goal: Goal;
  filters: ListingFilters;
  facets: Facets;
  emptyResult?: boolean;
}) {
  const [t, thankYou, chips, { draft }] = await Promise.all([
    getTranslations('SearchAlert'),
    getTranslations('ThankYou'),
    filterChips(filters, facets),
    formPageState(),
  ]);
  const kept = chips.filter((chip) => alertKeeps(goal, filters, withoutFilter(filters, chip.without)));
  const left = chips.filter((chip) => !kept.includes(chip));
  const criteria = { ...filters, sort: DEFAULT_FILTERS.sort, view: DEFAULT_FILTERS.view, page: 1 };

  return (
    <details open={isDraftOf(draft, 'search-alert')} className="search-alert">
      <summary className="search-alert-toggle">{t(emptyResult ? 'toggleEmpty' : 'toggle')}</summary>
      <div className={clsx('mt-3 flex max-w-xl flex-col gap-3 text-left', emptyResult && 'mx-auto')}>
        <p>
          {kept.length > 0
            ? t('kept', { criteria: kept.map((chip) => chip.label).join(' · ') })
            : t(goal === 'sale' ? 'everythingSale' : 'everythingRent')}
        </p>
        {left.length > 0 && (
          <p className="text-sm text-muted">{t('left', { criteria: left.map((chip) => chip.label).join(' · ') })}</p>
        )}
        <p className="text-sm text-muted">{t('confirmHint')}</p>
        <SearchAlertForm
          goal={goal}
          search={serializeListingFilters(criteria).toString()}
          submitLabel={t('submit')}
          sentMessage={thankYou('forms.search-alert')}
        />
      </div>
    </details>
  );
}
