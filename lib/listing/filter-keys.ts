// The listing's query parameters, in their canonical order (docs/url-map.md, listing query
// parameters): the order of the filters' declarations (lib/listing/listing-filters.ts), which may
// name no other key, and which a unit test holds to this list. Apart from them, so that the
// language switcher, in every page's bundle, knows which parameters to carry without the listing's
// queries (lib/site/route-query-keys.ts).
export const FILTER_KEYS = [
  'q',
  'city',
  'area',
  'type',
  'region',
  'priceMin',
  'priceMax',
  'bedrooms',
  'surfaceMin',
  'feature',
  'recent',
  'epc',
  'available',
  'ref',
  'sort',
  'view',
  'page',
] as const;

export type FilterKey = (typeof FILTER_KEYS)[number];
