import { expect } from 'vitest';
import { parseListingFilters, serializeListingFilters, type ListingFilters } from '@/lib/listing/listing-params';

/** The filters, and what could not be read, of a listing query as the browser sends it. */
export const parseQuery = (query: string) => parseListingFilters(new URLSearchParams(query));

/** Expects the query the listing writes for `filters` to read back as the same filters, with nothing to report. */
export function expectReadBack(filters: ListingFilters) {
  expect(parseListingFilters(serializeListingFilters(filters))).toEqual({ filters, issues: [] });
}
