// Several towns (`city` repeated) and the map area (`area`) in the listing's query string
// (docs/url-map.md, listing query parameters): read, written back in one canonical spelling, capped.
import { describe, expect, it } from 'vitest';
import { cityParam, MAX_CITIES } from '@/lib/listing/city-param';
import {
  criteriaCount,
  DEFAULT_FILTERS,
  isCanonicalListingQuery,
  listingQuery,
  serializeListingFilters,
  withoutFilter,
  type FilterIssue,
  type ListingFilters,
} from '@/lib/listing/listing-params';
import { expectReadBack, parseQuery } from '../../support/listing-query';

const serialized = (query: string) => serializeListingFilters(parseQuery(query).filters).toString();

const GENT = { name: 'Gent', zip: '9000' };
const NAMUR = { name: 'Namur', zip: '5000' };
const LIEGE = { name: 'Liège', zip: '4000' };
const AREA = { south: 50.8, west: 4.3, north: 50.9, east: 4.45 };

/** `count` distinct towns, "Town 1001|1001"…, as a query. */
const towns = (count: number, first = 1001) =>
  new URLSearchParams(
    Array.from({ length: count }, (_, index) => ['city', `Town ${first + index}|${first + index}`]),
  ).toString();

describe('several towns', () => {
  it.each<[string, ListingFilters['cities']]>([
    ['city=Gent|9000&city=Namur|5000', [NAMUR, GENT]],
    ['city=Namur|5000&city=Gent|9000', [NAMUR, GENT]],
    ['city=Gent%7C9000&city=Li%C3%A8ge%7C4000&city=Namur%7C5000', [LIEGE, NAMUR, GENT]],
    // Same postcode: by name, in code-unit order, whatever the page's language.
    [
      'city=Ixelles|1050&city=Elsene|1050',
      [
        { name: 'Elsene', zip: '1050' },
        { name: 'Ixelles', zip: '1050' },
      ],
    ],
    // The same town twice, or spelled with other capitals or accents, counts once (the first spelling).
    ['city=Gent|9000&city=gent|9000&city=Gent|9000', [GENT]],
    ['city=Li%C3%A8ge|4000&city=liege|4000', [LIEGE]],
    ['city=Luxembourg|L-1616&city=Luxembourg|1616', [{ name: 'Luxembourg', zip: '1616' }]],
  ])('%s reads the towns in canonical order, once each', (query, cities) => {
    expect(parseQuery(query)).toEqual({ filters: { ...DEFAULT_FILTERS, cities }, issues: [] });
  });

  it('writes one URL for one set of towns, whatever order they came in', () => {
    expect(serialized('city=Gent|9000&type=1&city=Namur|5000')).toBe('city=Namur%7C5000&city=Gent%7C9000&type=1');
    expect(serialized('city=Namur|5000&city=Gent|9000&type=1')).toBe('city=Namur%7C5000&city=Gent%7C9000&type=1');
    expect(listingQuery(parseQuery('city=Gent|9000').filters)).toEqual({ city: ['Gent|9000'] });
  });

  it.each([
    'city=Namur%7C5000&city=Gent%7C9000',
    `${towns(MAX_CITIES)}&priceMax=300000`,
    'city=Li%C3%A8ge%7C4000&region=wallonia&view=map&page=2',
  ])('round-trips %s', (query) => {
    const { filters } = parseQuery(query);
    expectReadBack(filters);
    expect(serializeListingFilters(filters).toString()).toBe(query);
  });

  it(`keeps the first ${MAX_CITIES} towns sent and says so`, () => {
    const { filters, issues } = parseQuery(`${towns(MAX_CITIES + 2, 2001)}&${towns(1, 1001)}`);
    expect(issues).toEqual(['cityCount']);
    expect(filters.cities.map(cityParam)).toEqual(
      Array.from({ length: MAX_CITIES }, (_, index) => `Town ${2001 + index}|${2001 + index}`),
    );
    expect(parseQuery(towns(MAX_CITIES)).issues).toEqual([]);
  });

  it.each<[string, FilterIssue[], ListingFilters['cities']]>([
    ['city=Gent', ['city'], []],
    ['city=Gent|9000&city=Paris', ['city'], [GENT]],
    ['city=|1000&city=Namur|500&city=Namur|5000', ['city'], [NAMUR]],
    [`city=Bruxelles&${towns(MAX_CITIES + 1)}`, ['city', 'cityCount'], parseQuery(towns(MAX_CITIES)).filters.cities],
    ['city=&city=Gent|9000', [], [GENT]],
  ])('%s: reports %j, keeps the towns it could read', (query, issues, cities) => {
    expect(parseQuery(query)).toEqual({ filters: { ...DEFAULT_FILTERS, cities }, issues });
  });

  it('removes one town as its chip does, back on the first page', () => {
    const { filters } = parseQuery('city=Gent|9000&city=Namur|5000&bedrooms=2&page=3');
    expect(listingQuery(withoutFilter(filters, { city: GENT }))).toEqual({ city: ['Namur|5000'], bedrooms: '2' });
    expect(listingQuery(withoutFilter(filters, { city: NAMUR }))).toEqual({ city: ['Gent|9000'], bedrooms: '2' });
  });

  it('counts each town as one criterion, as many as its chips', () => {
    expect(criteriaCount(parseQuery('city=Gent|9000&city=Namur|5000&city=Liège|4000&type=1').filters)).toBe(4);
  });
});

describe('the map area', () => {
  it('reads the box, which replaces the towns', () => {
    expect(parseQuery('area=50.8,4.3,50.9,4.45')).toEqual({ filters: { ...DEFAULT_FILTERS, area: AREA }, issues: [] });
    expect(parseQuery('city=Gent|9000&area=50.8,4.3,50.9,4.45&view=map')).toEqual({
      filters: { ...DEFAULT_FILTERS, area: AREA, view: 'map' },
      issues: [],
    });
  });

  it('writes it after the text and before the type, with towns left out', () => {
    expect(serialized('view=map&type=1&area=50.8,4.3,50.9,4.45&city=Gent|9000&q=jardin')).toBe(
      'q=jardin&area=50.8%2C4.3%2C50.9%2C4.45&type=1&view=map',
    );
    expect(listingQuery({ ...DEFAULT_FILTERS, cities: [GENT], area: AREA })).toEqual({ area: '50.8,4.3,50.9,4.45' });
  });

  it('is a criterion its chip removes, keeping the map view', () => {
    const { filters } = parseQuery('area=50.8,4.3,50.9,4.45&type=1&view=map&page=2');
    expect(criteriaCount(filters)).toBe(2);
    expect(listingQuery(withoutFilter(filters, 'area'))).toEqual({ type: '1', view: 'map' });
  });

  it('leaves the towns unread while it is set, so they report nothing', () => {
    expect(parseQuery(`city=Bruxelles&${towns(MAX_CITIES + 1)}&area=50.8,4.3,50.9,4.45`)).toEqual({
      filters: { ...DEFAULT_FILTERS, area: AREA },
      issues: [],
    });
  });

  it('reports a box it cannot read and reads the towns instead', () => {
    expect(parseQuery('area=50.9,4.3,50.8,4.45&city=Gent|9000')).toEqual({
      filters: { ...DEFAULT_FILTERS, cities: [GENT] },
      issues: ['area'],
    });
  });
});

describe('isCanonicalListingQuery', () => {
  it.each([
    '',
    'city=Namur%7C5000&city=Gent%7C9000&type=1',
    'area=50.8%2C4.3%2C50.9%2C4.45&view=map',
    'q=villa+jardin&region=brussels&region=wallonia&page=2',
  ])("%s is the codec's own spelling", (query) => {
    expect(isCanonicalListingQuery(new URLSearchParams(query))).toBe(true);
  });

  it.each([
    ['city=Gent%7C9000&city=Namur%7C5000', 'towns out of order'],
    ['city=Gent%7C9000&city=Gent%7C9000', 'a town twice'],
    ['city=Gent%7C9000&area=50.8%2C4.3%2C50.9%2C4.45', 'towns beside the map area that replaces them'],
    ['area=50.80%2C4.3%2C50.9%2C4.45', 'a coordinate with a trailing zero'],
    ['region=wallonia&region=brussels', 'regions out of order'],
    ['epc=C', 'an upper-case energy class'],
    ['sort=newest', 'the default order spelled out'],
    ['page=1', 'the first page spelled out'],
    ['city=Bruxelles', 'a town without its postcode, which the listing cannot read'],
  ])('%s is not: %s', (query) => {
    expect(isCanonicalListingQuery(new URLSearchParams(query))).toBe(false);
  });
});
