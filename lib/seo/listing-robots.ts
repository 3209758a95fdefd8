import type { Metadata } from 'next';
import type { SearchParamsInput } from '@/lib/listing/filter-derivations';
import { DEFAULT_FILTERS, hasCriteria, parseListingFilters } from '@/lib/listing/listing-params';

// Each filter combination of a listing (city, type, price, sort…) is a crawlable URL; its first
// page is worth indexing, the pages after it only repeat the same kind of results. They keep
// `follow`, so the properties they link to are still found. Parameters the listing does not read
// (tracking tags) change neither the results nor their order.

/** `robots` metadata of a listing page: noindex (still followed) past the first page of a filtered list. */
export function listingRobots(searchParams: SearchParamsInput): Metadata['robots'] {
  const { filters } = parseListingFilters(searchParams);
  const filtered = hasCriteria(filters) || filters.sort !== DEFAULT_FILTERS.sort;
  return filtered && filters.page > 1 ? { index: false, follow: true } : undefined;
}
