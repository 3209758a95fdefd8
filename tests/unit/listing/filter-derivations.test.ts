// A filter declared once is read, defaulted, written, reported and turned into conditions
// (docs/url-map.md, adding a listing filter): a made-up "bathrooms" filter, declared as the how-to
// says beside the real ones, goes through the same derivations as the listing's own filters.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { filter, type FiltersOf, type NarrowingContext } from '@/lib/listing/filter-declaration';
import { deriveFilters } from '@/lib/listing/filter-derivations';
import { LISTING_FILTER_CHECKS, LISTING_FILTERS } from '@/lib/listing/listing-filters';
import { FILTER_KEYS } from '@/lib/listing/filter-keys';
import { DEFAULT_FILTERS, type FilterIssue, type ListingFilters } from '@/lib/listing/listing-params';
import { wholeNumber } from '@/lib/listing/parameter-codecs';
import type { Db } from '@/lib/prisma-client';

const bathrooms = filter('bathrooms', wholeNumber({ max: 20, zeroIsNone: true }), {
  where: (count) => ({ columns: { bathrooms: { gte: count } } }),
  showsTyped: true,
});

// Placed before the sort, the view and the page, as a narrowing criterion would be.
const { sort, view, page, ...criteria } = LISTING_FILTERS;
const TABLE = { ...criteria, bathrooms, sort, view, page };
const derived = deriveFilters(TABLE, LISTING_FILTER_CHECKS);

const read = (query: string) => derived.read(new URLSearchParams(query));
const params = (query: Record<string, string | string[]>) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]) => [value].flat().map((item) => [key, item])));
const written = (query: string) => params(derived.write(read(query).filters)).toString();

const typed: FiltersOf<typeof TABLE> = { ...DEFAULT_FILTERS, bathrooms: 2 };

const context: NarrowingContext = {
  client: {} as Db,
  locale: 'fr',
  goal: 'rent',
  now: new Date('2026-11-20T09:00:00.000Z'),
  towns: async () => [],
  namedTownIds: async () => [5],
};

describe('a filter added to the table', () => {
  it('is a parameter of its own, in the place it was declared', () => {
    expect(derived.keys).toEqual([
      ...FILTER_KEYS.filter((key) => key !== 'sort' && key !== 'view' && key !== 'page'),
      'bathrooms',
      'sort',
      'view',
      'page',
    ]);
  });

  it("has a value of its type and an issue of its name, beside the listing's own", () => {
    expectTypeOf<FiltersOf<typeof TABLE>['bathrooms']>().toEqualTypeOf<number | null>();
    expectTypeOf<Omit<FiltersOf<typeof TABLE>, 'bathrooms'>>().toEqualTypeOf<ListingFilters>();
    expectTypeOf<(typeof derived.issues)[number]>().toEqualTypeOf<FilterIssue | 'bathrooms'>();
    expect(derived.issues).toContain('bathrooms');
  });

  it("is empty by default, beside the listing's own defaults", () => {
    expect(derived.defaults).toEqual({ ...DEFAULT_FILTERS, bathrooms: null });
  });

  it.each<[string, number | null]>([
    ['bathrooms=2', 2],
    ['bathrooms=+2+', 2],
    ['bathrooms=0', null],
    ['bathrooms=', null],
  ])('reads %s', (query, value) => {
    expect(read(`${query}&sort=price-asc`)).toEqual({
      filters: { ...DEFAULT_FILTERS, bathrooms: value, sort: 'price-asc' },
      issues: [],
    });
  });

  it.each(['bathrooms=many', 'bathrooms=21', 'bathrooms=1.5'])(
    'reports %s, leaves it out and shows what was typed',
    (query) => {
      const { filters, issues } = read(`${query}&bedrooms=2`);
      expect(issues).toEqual(['bathrooms']);
      expect(filters).toEqual({ ...DEFAULT_FILTERS, bathrooms: null, bedrooms: 2 });
      expect(derived.typedValues(new URLSearchParams(query), issues)).toEqual({ bathrooms: query.split('=')[1] });
    },
  );

  it('is written in canonical order, once, and read back', () => {
    expect(written('page=2&bathrooms=3&sort=price-asc&city=Namur|5000')).toBe(
      'city=Namur%7C5000&bathrooms=3&sort=price-asc&page=2',
    );
    expect(derived.write(typed)).toEqual({ bathrooms: '2' });
    expect(derived.read(params(derived.write(typed)))).toEqual({ filters: typed, issues: [] });
  });

  it('is a criterion its chip removes', () => {
    const { filters } = read('bathrooms=2&city=Namur|5000&view=map');
    expect(derived.criteriaCount(filters)).toBe(2);
    expect(derived.without(filters, 'bathrooms')).toEqual({ ...filters, bathrooms: null });
  });

  it('narrows the properties beside the other filters', async () => {
    expect(await derived.narrow(read('bathrooms=2&city=Namur|5000&feature=garden').filters, context)).toEqual({
      columns: { cityId: { in: [5] }, bathrooms: { gte: 2 } },
      conditions: [{ surfaceGarden: { gt: 0 } }],
    });
    expect(await derived.narrow(typed, context)).toEqual({ columns: { bathrooms: { gte: 2 } }, conditions: [] });
    expect(await derived.narrow({ ...DEFAULT_FILTERS, bathrooms: null }, context)).toEqual({
      columns: {},
      conditions: [],
    });
  });
});
