import type { Metadata } from 'next';

// Each filter combination of a listing (city, type, price, sort…) is a crawlable URL; its first
// page is worth indexing, the pages after it only repeat the same kind of results. They keep
// `follow`, so the properties they link to are still found.

type SearchParams = Record<string, string | string[] | undefined>;

// Parameters that change neither the results nor their order.
const NOT_FILTERS = new Set(['page', 'view', 'lng', 'setcookies', 'gclid', 'fbclid', 'msclkid']);

function isFilter(key: string, value: string | string[] | undefined): boolean {
  if (NOT_FILTERS.has(key) || key.startsWith('utm_')) return false;
  const values = Array.isArray(value) ? value : [value];
  return values.some((item) => item !== undefined && item.trim() !== '');
}

function pageNumber(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `robots` metadata of a listing page: noindex (still followed) past the first page of a filtered list. */
export function listingRobots(searchParams: SearchParams): Metadata['robots'] {
  const filtered = Object.entries(searchParams).some(([key, value]) => isFilter(key, value));
  return filtered && pageNumber(searchParams.page) > 1 ? { index: false, follow: true } : undefined;
}
