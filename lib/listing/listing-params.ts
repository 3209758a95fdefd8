import type { FiltersOf, ListItemOf, RemovableOf } from '@/lib/listing/filter-declaration';
import { sentValues, type SearchParamsInput } from '@/lib/listing/filter-derivations';
import { FILTER_KEYS, type FilterKey } from '@/lib/listing/filter-keys';
import { LISTING_FILTER_DERIVATIONS, type LISTING_FILTERS } from '@/lib/listing/listing-filters';

// The listing's query string is its state: every result set has a shareable, crawlable URL. This
// module is its one codec: it reads the query (parseListingFilters, and what a visitor typed that
// could not be read) and writes it (listingQuery), all derived from the filters' declarations
// (lib/listing/listing-filters.ts). The original site's formats: `city={cityName}|{zip}` (repeated
// for several towns) and `type={WebID}` (docs/url-map.md, listing query parameters).

const derived = LISTING_FILTER_DERIVATIONS;

type Table = typeof LISTING_FILTERS;
export type ListingFilters = FiltersOf<Table>;
/** A parameter that could not be read; it is ignored and the visitor is told which one. */
export type FilterIssue = (typeof derived.issues)[number];

export const DEFAULT_FILTERS: ListingFilters = derived.defaults;

export function parseListingFilters(input: SearchParamsInput): { filters: ListingFilters; issues: FilterIssue[] } {
  return derived.read(input);
}

/**
 * The canonical query of a result set, as an object for links (`href={{ pathname, query }}`):
 * fixed key order, defaults left out, so one selection has exactly one URL.
 */
export function listingQuery(filters: ListingFilters): Record<string, string | string[]> {
  return derived.write(filters);
}

export function serializeListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(listingQuery(filters))) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params;
}

/**
 * Whether a query is the one spelling the codec writes for what it reads: every value readable,
 * normalized and in canonical order (towns, regions and features included). The page cache keeps
 * only such listing URLs (lib/page-cache/shared-pages.ts), so one result set is one entry.
 */
export function isCanonicalListingQuery(query: URLSearchParams): boolean {
  return serializeListingFilters(parseListingFilters(query).filters).toString() === query.toString();
}

/** Keys a visitor can remove one by one (the "active filters" list). */
export type RemovableFilter = RemovableOf<Table>;

/** The same search without one criterion (or one town, region, feature or recent change), back on its first page. */
export function withoutFilter(filters: ListingFilters, removed: RemovableFilter | ListItemOf<Table>): ListingFilters {
  return { ...derived.without(filters, removed), page: 1 };
}

/** How many criteria narrow the result set, each town, region, feature and recent change one (sorting, view and page do not narrow it). */
export function criteriaCount(filters: ListingFilters): number {
  return derived.criteriaCount(filters);
}

/** Whether the result set is narrowed at all. */
export function hasCriteria(filters: ListingFilters): boolean {
  return criteriaCount(filters) > 0;
}

/** Listing parameters sent with no value at all (blank fields of a form sent without JavaScript). */
export function blankFilterParams(input: SearchParamsInput): string[] {
  return FILTER_KEYS.filter((key) => {
    const sent = sentValues(input, key);
    return sent.length > 0 && sent.every((value) => value.trim() === '');
  });
}

/** What the visitor typed in a field whose value could not be read, so the form shows it to be corrected. */
export function rawValues(
  input: SearchParamsInput,
  issues: readonly FilterIssue[],
): Partial<Record<FilterKey, string>> {
  return derived.typedValues(input, issues);
}
