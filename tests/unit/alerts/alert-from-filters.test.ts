import { describe, expect, it } from 'vitest';
import { alertCriteria, alertKeeps } from '@/lib/alerts/alert-from-filters';
import { DEFAULT_FILTERS, parseListingFilters, type ListingFilters } from '@/lib/listing/listing-params';

/** The listing's filters of a query, which must be read without an issue. */
function filtersOf(query: string): ListingFilters {
  const { filters, issues } = parseListingFilters(new URLSearchParams(query));
  expect(issues).toEqual([]);
  return filters;
}

// Every filter the listing reads, with a value a visitor could choose and what the alert does with
// it: kept, or left out (and then named on the page as not kept). Typed by ListingFilters' keys,
// so a filter added to the listing fails here until someone decides which it is.
const EACH_FILTER: Record<keyof ListingFilters, { query: string; kept: boolean }> = {
  q: { query: 'q=villa', kept: false },
  cities: { query: 'city=Gent|9000&city=Liège|4000', kept: true },
  area: { query: 'area=50.8,4.3,50.9,4.45', kept: false },
  type: { query: 'type=2', kept: true },
  regions: { query: 'region=brussels&region=liege', kept: true },
  priceMin: { query: 'priceMin=200000', kept: true },
  priceMax: { query: 'priceMax=400000', kept: true },
  bedrooms: { query: 'bedrooms=3', kept: true },
  surfaceMin: { query: 'surfaceMin=120', kept: true },
  features: { query: 'feature=garden', kept: false },
  recent: { query: 'recent=reduced', kept: false },
  epc: { query: 'epc=c', kept: false },
  available: { query: 'available=2026-12-01', kept: false },
  ref: { query: 'ref=V-2321', kept: false },
  sort: { query: 'sort=price-asc', kept: false },
  view: { query: 'view=map', kept: false },
  page: { query: 'page=3', kept: false },
};

describe('a search alert from the listing filters', () => {
  const rows = Object.entries(EACH_FILTER).map(
    ([key, { query, kept }]) => [key as keyof ListingFilters, kept ? 'kept' : 'left out', query, kept] as const,
  );
  it.each(rows)('%s is %s (%s)', (key, _fate, query, kept) => {
    const filters = filtersOf(query);
    // The sample really sets this filter, and only it.
    expect(filters[key]).not.toEqual(DEFAULT_FILTERS[key]);
    for (const other of Object.keys(EACH_FILTER) as (keyof ListingFilters)[]) {
      if (other !== key) expect(filters[other]).toEqual(DEFAULT_FILTERS[other]);
    }
    expect(alertKeeps('sale', filters, DEFAULT_FILTERS)).toBe(kept);
  });

  it('maps what the alert keeps, towns as a list', () => {
    const filters = filtersOf(
      'city=Gent|9000&city=Liège|4000&type=2&region=flanders&priceMin=200000&priceMax=400000&bedrooms=3&surfaceMin=120&feature=garden&epc=c&sort=price-asc',
    );
    expect(alertCriteria('rent', filters)).toEqual({
      goal: 'rent',
      typeWebIds: [2],
      zones: ['flanders'],
      // In the codec's canonical order: by postcode.
      towns: [
        { name: 'Liège', zip: '4000' },
        { name: 'Gent', zip: '9000' },
      ],
      priceMin: 200_000,
      priceMax: 400_000,
      bedroomsMin: 3,
      surfaceMin: 120,
    });
  });

  it('asks for everything of the goal when nothing narrows the search', () => {
    expect(alertCriteria('sale', DEFAULT_FILTERS)).toEqual({
      goal: 'sale',
      typeWebIds: [],
      zones: [],
      towns: [],
      priceMin: null,
      priceMax: null,
      bedroomsMin: null,
      surfaceMin: null,
    });
  });

  it('tells a kept criterion from a left one within a search', () => {
    const filters = filtersOf('city=Gent|9000&feature=garden&bedrooms=2');
    expect(alertKeeps('sale', filters, { ...filters, cities: [] })).toBe(true);
    expect(alertKeeps('sale', filters, { ...filters, bedrooms: null })).toBe(true);
    expect(alertKeeps('sale', filters, { ...filters, features: [] })).toBe(false);
  });
});
