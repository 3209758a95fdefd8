import { getTranslations } from 'next-intl/server';
import { ActiveFilters } from '@/components/listing/active-filters';
import { EmptyResults } from '@/components/listing/empty-results';
import { FilterForm, FILTER_FORM_ID } from '@/components/listing/filter-form';
import { FilterIssues } from '@/components/listing/filter-issues';
import { ListingEnhancer } from '@/components/listing/listing-enhancer';
import { ListingMapView } from '@/components/listing/listing-map-view';
import { Pagination } from '@/components/listing/pagination';
import { PropertyGrid } from '@/components/listing/property-grid';
import { ResultsToolbar } from '@/components/listing/results-toolbar';
import { SearchAlertControl } from '@/components/listing/search-alert-control';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import {
  blankFilterParams,
  listingQuery,
  criteriaCount,
  parseListingFilters,
  rawValues,
  type FilterIssue,
} from '@/lib/listing/listing-params';
import type { SearchParamsInput } from '@/lib/listing/filter-derivations';
import type { Goal } from '@/lib/properties/goal';
import { getFacets, listingResults } from '@/lib/listing/queries';
import { itemsPerRow, maxItems } from '@/lib/site/module-settings';
import { getMenuPage } from '@/lib/site/queries';
import { listingPathname } from '@/lib/properties/goal';
import { TitledSection } from '@/components/ui/titled-section';

// Used when the agency's CMS has no property-list module on the page (docs/cms.md, modules).
const DEFAULT_PAGE_SIZE = 12;
const DEFAULT_PER_ROW = 3;

export async function ListingPage({
  locale,
  goal,
  searchParams,
}: {
  locale: Locale;
  goal: Goal;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const pathname = listingPathname(goal);
  // A form sent without JavaScript names every field, blank or not: one clean URL per search.
  const blank = blankFilterParams(searchParams);
  if (blank.length > 0) {
    const kept = Object.fromEntries(
      Object.entries(searchParams).filter(
        (entry): entry is [string, string | string[]] => entry[1] !== undefined && !blank.includes(entry[0]),
      ),
    );
    redirect({ href: { pathname, query: kept }, locale });
  }

  const { filters, issues } = parseListingFilters(searchParams as SearchParamsInput);
  const [t, facets, cms] = await Promise.all([
    getTranslations('Listing'),
    getFacets(locale, goal),
    getMenuPage(pathname, locale),
  ]);
  const listModule = cms?.modules.find((module) => module.relationType === 'property-list');
  const pageSize = listModule ? maxItems(listModule.maxItems) : DEFAULT_PAGE_SIZE;
  const result = await listingResults(locale, goal, filters, pageSize);
  const shownIssues: FilterIssue[] =
    result.page !== filters.page && !issues.includes('page') ? [...issues, 'page'] : issues;
  const title = t(goal === 'sale' ? 'titleSale' : 'titleRent');
  const alertControl = (emptyResult: boolean) => (
    <SearchAlertControl goal={goal} filters={filters} facets={facets} emptyResult={emptyResult} />
  );

  return (
    <>
      <PageIntro title={title} lead={t('lead', { count: facets.total })}>
        <Breadcrumbs items={[{ label: title }]} />
      </PageIntro>
      <div className="container-page py-8">
        <ListingEnhancer formId={FILTER_FORM_ID} pathname={pathname} updatingLabel={t('updating')}>
          {/* On a phone the results come first: the filters fold behind one button (open when a
              criterion could not be read), the chips of those in force stay visible. From 1024 px
              the form is always shown (theme.css, listing-filters). A native disclosure: it works
              without JavaScript. */}
          <details className="listing-filters" open={shownIssues.length > 0}>
            <summary className="listing-filters-toggle">
              {t('filtersToggle')}
              {criteriaCount(filters) > 0 && ` (${criteriaCount(filters)})`}
            </summary>
            <FilterForm
              locale={locale}
              goal={goal}
              filters={filters}
              issues={shownIssues}
              raw={rawValues(searchParams, shownIssues)}
              facets={facets}
            />
          </details>
          <FilterIssues issues={shownIssues} page={result.page} />
          <ActiveFilters goal={goal} filters={filters} facets={facets} />
          <TitledSection id="listing-results" title={t('resultsHeading')} className="mt-6" headingClassName="sr-only">
            {/* One alert control: in the toolbar, or on an empty result where it says "no property yet". */}
            <ResultsToolbar
              goal={goal}
              filters={filters}
              result={result}
              searchAlert={result.total > 0 ? alertControl(false) : null}
            />
            <div className="transition-opacity group-data-[pending=true]/listing:opacity-60">
              {result.total === 0 ? (
                <EmptyResults goal={goal} filters={filters} searchAlert={alertControl(true)} />
              ) : filters.view === 'map' ? (
                <ListingMapView locale={locale} goal={goal} filters={filters} result={result} />
              ) : (
                <>
                  <PropertyGrid
                    items={result.items}
                    perRow={listModule ? itemsPerRow(listModule.itemsPerRow) : DEFAULT_PER_ROW}
                  />
                  <Pagination
                    page={result.page}
                    pageCount={result.pageCount}
                    hrefFor={(page) => ({ pathname, query: listingQuery({ ...filters, page }) })}
                  />
                </>
              )}
            </div>
          </TitledSection>
        </ListingEnhancer>
      </div>
    </>
  );
}
