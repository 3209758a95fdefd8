import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  hasCriteria,
  cityParam,
  listingQuery,
  parseListingFilters,
  serializeListingFilters,
  withoutFilter,
  type FilterIssue,
  type ListingFilters,
} from '@/lib/listing/listing-params';

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe('parseListingFilters', () => {
  it('reads nothing from an empty query', () => {
    expect(parse('')).toEqual({ filters: DEFAULT_FILTERS, issues: [] });
  });

  it.each<[string, Partial<ListingFilters>]>([
    ['city=Bruxelles%7C1000', { city: { name: 'Bruxelles', zip: '1000' } }],
    ['city=Li%C3%A8ge|4000', { city: { name: 'Liège', zip: '4000' } }],
    ['city=Luxembourg|L-1616', { city: { name: 'Luxembourg', zip: '1616' } }],
    ['city=Saint-Gilles+|+1060', { city: { name: 'Saint-Gilles', zip: '1060' } }],
    ['type=2', { type: 2 }],
    ['priceMin=250000&priceMax=400000', { priceMin: 250000, priceMax: 400000 }],
    ['priceMin=250+000', { priceMin: 250000 }],
    ['priceMin=0', { priceMin: null }],
    ['priceMax=0', { priceMax: 0 }],
    ['priceMin=300000&priceMax=300000', { priceMin: 300000, priceMax: 300000 }],
    ['bedrooms=3', { bedrooms: 3 }],
    ['bedrooms=0', { bedrooms: null }],
    ['surfaceMin=120', { surfaceMin: 120 }],
    ['ref=V-2321', { ref: 'V-2321' }],
    ['ref=v2321', { ref: 'V-2321' }],
    ['ref=+l-2307+', { ref: 'L-2307' }],
    ['ref=2410a', { ref: '2410A' }],
    ['ref=V-2410A', { ref: 'V-2410A' }],
    ['region=namur&region=brussels&region=namur', { regions: ['brussels', 'namur'] }],
    ['region=flanders,liege', { regions: ['flanders', 'liege'] }],
    ['sort=price-asc', { sort: 'price-asc' }],
    ['sort=price-desc', { sort: 'price-desc' }],
    ['view=map', { view: 'map' }],
    ['page=3', { page: 3 }],
    ['q=++Li%C3%A8ge+++4000++', { q: 'Liège 4000' }],
    ['city=&type=&priceMin=&region=', {}],
  ])('%s', (query, expected) => {
    const { filters, issues } = parse(query);
    expect(issues).toEqual([]);
    expect(filters).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it.each<[string, FilterIssue[], Partial<ListingFilters>]>([
    ['city=Bruxelles', ['city'], {}],
    ['city=|1000', ['city'], {}],
    ['city=Bruxelles|100', ['city'], {}],
    ['city=Bruxelles|10000', ['city'], {}],
    ['type=house', ['type'], {}],
    ['type=0', ['type'], {}],
    ['type=-2', ['type'], {}],
    ['type=2.5', ['type'], {}],
    ['priceMin=abc', ['priceMin'], {}],
    ['priceMin=-5', ['priceMin'], {}],
    ['priceMin=1e6', ['priceMin'], {}],
    ['priceMin=250.000', ['priceMin'], {}],
    ['priceMax=NaN', ['priceMax'], {}],
    ['priceMax=Infinity', ['priceMax'], {}],
    ['priceMax=99999999999', ['priceMax'], {}],
    ['priceMin=500000&priceMax=200000', ['priceRange'], {}],
    ['priceMin=abc&priceMax=200000', ['priceMin'], { priceMax: 200000 }],
    ['bedrooms=many', ['bedrooms'], {}],
    ['bedrooms=51', ['bedrooms'], {}],
    ['surfaceMin=12.5', ['surfaceMin'], {}],
    ['ref=<script>', ['ref'], {}],
    ['ref=X-1234', ['ref'], {}],
    ['ref=V-12-34', ['ref'], {}],
    ['region=paris', ['region'], {}],
    ['region=paris&region=namur', ['region'], { regions: ['namur'] }],
    ['sort=cheapest', ['sort'], {}],
    ['view=grid', ['view'], {}],
    ['page=0', ['page'], {}],
    ['page=-1', ['page'], {}],
    ['page=two', ['page'], {}],
    ['page=1.5', ['page'], {}],
    ['page=100001', ['page'], {}],
  ])('%s is reported as %j and left out', (query, issues, expected) => {
    const result = parse(query);
    expect(result.issues).toEqual(issues);
    expect(result.filters).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it('reads a Next.js searchParams object like a URLSearchParams', () => {
    const fromRecord = parseListingFilters({ city: 'Namur|5000', region: ['liege', 'namur'], page: ['2', '9'] });
    expect(fromRecord.filters).toEqual(parse('city=Namur|5000&region=liege&region=namur&page=2').filters);
  });

  it('cuts a free text to 100 characters', () => {
    expect(parse(`q=${'a'.repeat(150)}`).filters.q).toHaveLength(100);
  });
});

describe('listingQuery and serializeListingFilters', () => {
  it('leave defaults out and keep a fixed order', () => {
    const { filters } = parse(
      'page=2&sort=price-desc&ref=v2321&surfaceMin=90&bedrooms=2&priceMax=500000&priceMin=100000&region=namur&region=brussels&type=1&city=Namur|5000&q=jardin&view=map',
    );
    expect(serializeListingFilters(filters).toString()).toBe(
      'q=jardin&city=Namur%7C5000&type=1&region=brussels&region=namur&priceMin=100000&priceMax=500000&bedrooms=2&surfaceMin=90&ref=V-2321&sort=price-desc&view=map&page=2',
    );
    expect(listingQuery(DEFAULT_FILTERS)).toEqual({});
  });

  it('round-trips: parsing the serialized query gives the same filters', () => {
    const { filters } = parse('city=Liège|4000&region=wallonia&priceMax=300000&sort=price-asc&page=4');
    expect(parseListingFilters(serializeListingFilters(filters))).toEqual({ filters, issues: [] });
  });
});

describe('withoutFilter and hasCriteria', () => {
  const { filters } = parse('city=Namur|5000&region=namur&region=liege&bedrooms=2&sort=price-asc&page=3');

  it('removes one criterion and goes back to the first page, keeping the sort', () => {
    expect(listingQuery(withoutFilter(filters, 'city'))).toEqual({
      region: ['liege', 'namur'],
      bedrooms: '2',
      sort: 'price-asc',
    });
    expect(withoutFilter(filters, { region: 'namur' }).regions).toEqual(['liege']);
  });

  it('tells a narrowed search from a sorted or paged one', () => {
    expect(hasCriteria(filters)).toBe(true);
    expect(hasCriteria(parse('sort=price-desc&page=2&view=map').filters)).toBe(false);
    expect(hasCriteria(parse('region=brussels').filters)).toBe(true);
    expect(hasCriteria(parse('priceMax=0').filters)).toBe(true);
  });
});

describe('cityParam', () => {
  it('writes a town as the city parameter reads it back', () => {
    const city = { name: 'Liège', zip: '4000' };
    expect(cityParam(city)).toBe('Liège|4000');
    expect(parseListingFilters(new URLSearchParams({ city: cityParam(city) })).filters.city).toEqual(city);
  });
});
