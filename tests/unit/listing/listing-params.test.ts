import { describe, expect, it } from 'vitest';
import { cityParam } from '@/lib/listing/city-param';
import {
  DEFAULT_FILTERS,
  criteriaCount,
  hasCriteria,
  listingQuery,
  parseListingFilters,
  serializeListingFilters,
  withoutFilter,
  type FilterIssue,
  type ListingFilters,
} from '@/lib/listing/listing-params';
import { FILTER_KEYS } from '@/lib/listing/filter-keys';
import { LISTING_FILTER_DERIVATIONS } from '@/lib/listing/listing-filters';
import { expectReadBack, parseQuery } from '../../support/listing-query';

describe('parseListingFilters', () => {
  it('reads nothing from an empty query', () => {
    expect(parseQuery('')).toEqual({ filters: DEFAULT_FILTERS, issues: [] });
  });

  it.each<[string, Partial<ListingFilters>]>([
    ['city=Bruxelles%7C1000', { cities: [{ name: 'Bruxelles', zip: '1000' }] }],
    ['city=Li%C3%A8ge|4000', { cities: [{ name: 'Liège', zip: '4000' }] }],
    ['city=Luxembourg|L-1616', { cities: [{ name: 'Luxembourg', zip: '1616' }] }],
    ['city=Saint-Gilles+|+1060', { cities: [{ name: 'Saint-Gilles', zip: '1060' }] }],
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
    ['sort=price-m2-asc', { sort: 'price-m2-asc' }],
    ['feature=garden', { features: ['garden'] }],
    ['feature=parking&feature=garden&feature=parking', { features: ['garden', 'parking'] }],
    ['feature=terrace,garden', { features: ['garden', 'terrace'] }],
    ['epc=c', { epc: 'c' }],
    ['epc=A', { epc: 'a' }],
    ['epc=f', { epc: 'f' }],
    ['available=2026-12-01', { available: '2026-12-01' }],
    ['available=2028-02-29', { available: '2028-02-29' }],
    ['available=+2026-12-01+', { available: '2026-12-01' }],
    ['view=map', { view: 'map' }],
    ['page=3', { page: 3 }],
    ['q=++Li%C3%A8ge+++4000++', { q: 'Liège 4000' }],
    ['city=&type=&priceMin=&region=', {}],
    ['feature=&epc=&available=', {}],
  ])('%s', (query, expected) => {
    const { filters, issues } = parseQuery(query);
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
    ['feature=pool', ['feature'], {}],
    ['feature=pool&feature=garden', ['feature'], { features: ['garden'] }],
    ['feature=garden,', ['feature'], { features: ['garden'] }],
    ['epc=g', ['epc'], {}],
    ['epc=c_plus', ['epc'], {}],
    ['epc=C%2B', ['epc'], {}],
    ['epc=3', ['epc'], {}],
    ['available=2026-02-30', ['available'], {}],
    ['available=2027-02-29', ['available'], {}],
    ['available=2026-13-01', ['available'], {}],
    ['available=01/12/2026', ['available'], {}],
    ['available=2026-12-1', ['available'], {}],
    ['available=1999-12-31', ['available'], {}],
    ['available=2101-01-01', ['available'], {}],
    ['available=2026-12-01T10:00', ['available'], {}],
    ['sort=cheapest', ['sort'], {}],
    ['sort=price-m2-desc', ['sort'], {}],
    ['view=grid', ['view'], {}],
    ['page=0', ['page'], {}],
    ['page=-1', ['page'], {}],
    ['page=two', ['page'], {}],
    ['page=1.5', ['page'], {}],
    ['page=100001', ['page'], {}],
  ])('%s is reported as %j and left out', (query, issues, expected) => {
    const result = parseQuery(query);
    expect(result.issues).toEqual(issues);
    expect(result.filters).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it('reads a Next.js searchParams object like a URLSearchParams', () => {
    const fromRecord = parseListingFilters({ city: 'Namur|5000', region: ['liege', 'namur'], page: ['2', '9'] });
    expect(fromRecord.filters).toEqual(parseQuery('city=Namur|5000&region=liege&region=namur&page=2').filters);
  });

  it('cuts a free text to 100 characters', () => {
    expect(parseQuery(`q=${'a'.repeat(150)}`).filters.q).toHaveLength(100);
  });
});

describe('listingQuery and serializeListingFilters', () => {
  it('leave defaults out and keep a fixed order', () => {
    const { filters } = parseQuery(
      'page=2&sort=price-desc&ref=v2321&surfaceMin=90&bedrooms=2&priceMax=500000&priceMin=100000&region=namur&region=brussels&type=1&city=Namur|5000&q=jardin&view=map',
    );
    expect(serializeListingFilters(filters).toString()).toBe(
      'q=jardin&city=Namur%7C5000&type=1&region=brussels&region=namur&priceMin=100000&priceMax=500000&bedrooms=2&surfaceMin=90&ref=V-2321&sort=price-desc&view=map&page=2',
    );
    expect(listingQuery(DEFAULT_FILTERS)).toEqual({});
  });

  it('round-trips: parsing the serialized query gives the same filters', () => {
    const { filters } = parseQuery('city=Liège|4000&region=wallonia&priceMax=300000&sort=price-asc&page=4');
    expectReadBack(filters);
  });

  it('writes the outdoor, energy and availability criteria after the surface, in one spelling each', () => {
    const { filters } = parseQuery(
      'sort=price-m2-asc&available=2026-12-01&epc=B&feature=parking,garden&surfaceMin=90&page=2',
    );
    expect(serializeListingFilters(filters).toString()).toBe(
      'surfaceMin=90&feature=garden&feature=parking&epc=b&available=2026-12-01&sort=price-m2-asc&page=2',
    );
  });

  it.each([
    'feature=garden',
    'feature=garden&feature=terrace&feature=parking',
    'epc=a',
    'epc=f',
    'available=2026-12-01',
    'sort=price-m2-asc',
    'feature=terrace&epc=d&available=2027-01-15&sort=price-m2-asc&region=brussels&page=3',
  ])('round-trips %s', (query) => {
    const { filters } = parseQuery(query);
    expectReadBack(filters);
  });
});

describe('withoutFilter and hasCriteria', () => {
  const { filters } = parseQuery('city=Namur|5000&region=namur&region=liege&bedrooms=2&sort=price-asc&page=3');

  it('removes one criterion and goes back to the first page, keeping the sort', () => {
    expect(listingQuery(withoutFilter(filters, { city: { name: 'Namur', zip: '5000' } }))).toEqual({
      region: ['liege', 'namur'],
      bedrooms: '2',
      sort: 'price-asc',
    });
    expect(withoutFilter(filters, { region: 'namur' }).regions).toEqual(['liege']);
  });

  it('removes one feature, the energy label or the availability day', () => {
    const more = parseQuery('feature=garden&feature=parking&epc=c&available=2026-12-01&page=2').filters;
    expect(listingQuery(withoutFilter(more, { feature: 'garden' }))).toEqual({
      feature: ['parking'],
      epc: 'c',
      available: '2026-12-01',
    });
    expect(listingQuery(withoutFilter(more, 'epc'))).toEqual({
      feature: ['garden', 'parking'],
      available: '2026-12-01',
    });
    expect(listingQuery(withoutFilter(more, 'available'))).toEqual({ feature: ['garden', 'parking'], epc: 'c' });
  });

  it('tells a narrowed search from a sorted or paged one', () => {
    expect(hasCriteria(filters)).toBe(true);
    expect(hasCriteria(parseQuery('sort=price-desc&page=2&view=map').filters)).toBe(false);
    expect(hasCriteria(parseQuery('region=brussels').filters)).toBe(true);
    expect(hasCriteria(parseQuery('priceMax=0').filters)).toBe(true);
    expect(hasCriteria(parseQuery('feature=terrace').filters)).toBe(true);
    expect(hasCriteria(parseQuery('epc=b').filters)).toBe(true);
    expect(hasCriteria(parseQuery('available=2026-12-01').filters)).toBe(true);
    expect(hasCriteria(parseQuery('sort=price-m2-asc').filters)).toBe(false);
  });
});

describe('cityParam', () => {
  it('writes a town as the city parameter reads it back', () => {
    const city = { name: 'Liège', zip: '4000' };
    expect(cityParam(city)).toBe('Liège|4000');
    expect(parseListingFilters(new URLSearchParams({ city: cityParam(city) })).filters.cities).toEqual([city]);
  });
});

describe('criteriaCount', () => {
  it.each([
    ['', 0],
    ['sort=price-asc&view=map&page=3', 0],
    ['city=Namur|5000', 1],
    ['city=Namur|5000&region=namur&region=liege&bedrooms=2&feature=garden&feature=terrace', 6],
    ['q=villa&type=1&priceMin=100000&priceMax=300000&surfaceMin=90&epc=c&available=2026-12-01&ref=V-1', 8],
  ])('counts "%s" as %i criteria, as many as the chips it shows', (query, count) => {
    expect(criteriaCount(parseQuery(query).filters)).toBe(count);
  });
});

describe('the recent changes criterion (new, price reduced)', () => {
  it.each<[string, Partial<ListingFilters>]>([
    ['recent=new', { recent: ['new'] }],
    ['recent=reduced', { recent: ['reduced'] }],
    ['recent=reduced&recent=new&recent=reduced', { recent: ['new', 'reduced'] }],
    ['recent=reduced,new', { recent: ['new', 'reduced'] }],
    ['recent=', {}],
  ])('reads %s', (query, expected) => {
    expect(parseQuery(query)).toEqual({ filters: { ...DEFAULT_FILTERS, ...expected }, issues: [] });
  });

  it.each<[string, Partial<ListingFilters>]>([
    ['recent=cheap', {}],
    ['recent=New', {}],
    ['recent=sold&recent=reduced', { recent: ['reduced'] }],
    ['recent=new,', { recent: ['new'] }],
  ])('reports %s and keeps what it could read', (query, expected) => {
    expect(parseQuery(query)).toEqual({ filters: { ...DEFAULT_FILTERS, ...expected }, issues: ['recent'] });
  });

  it('writes them after the features, in one order, and reads them back', () => {
    const { filters } = parseQuery('sort=price-asc&recent=reduced&recent=new&feature=garden&epc=c');
    expect(serializeListingFilters(filters).toString()).toBe(
      'feature=garden&recent=new&recent=reduced&epc=c&sort=price-asc',
    );
    expectReadBack(filters);
  });

  it('removes one of them as a chip does, back on the first page', () => {
    const { filters } = parseQuery('recent=new&recent=reduced&bedrooms=2&page=3');
    expect(listingQuery(withoutFilter(filters, { recent: 'new' }))).toEqual({ recent: ['reduced'], bedrooms: '2' });
    expect(listingQuery(withoutFilter(filters, { recent: 'reduced' }))).toEqual({ recent: ['new'], bedrooms: '2' });
  });

  it('counts each as one criterion', () => {
    expect(hasCriteria(parseQuery('recent=reduced').filters)).toBe(true);
    expect(criteriaCount(parseQuery('recent=new&recent=reduced&feature=garden').filters)).toBe(3);
  });
});

describe('the filters’ declarations', () => {
  it('declare the listing’s parameters, each once, in their canonical order', () => {
    expect(LISTING_FILTER_DERIVATIONS.keys).toEqual(FILTER_KEYS);
  });
});
