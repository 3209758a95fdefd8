import type { Prisma } from '@/generated/prisma/client';
import { ENERGY_LETTERS } from '@/lib/domain/energy-label';
import { areaWhere, townsInArea } from '@/lib/listing/area-conditions';
import { energyWhere } from '@/lib/listing/energy-filter';
import { FEATURES, featureWhere } from '@/lib/listing/features';
import { filter, type FiltersOf, type NarrowingContext } from '@/lib/listing/filter-declaration';
import type { FilterKey } from '@/lib/listing/filter-keys';
import { deriveFilters } from '@/lib/listing/filter-derivations';
import {
  calendarDay,
  freeText,
  listOf,
  mapArea,
  oneOf,
  reference,
  townList,
  wholeNumber,
} from '@/lib/listing/parameter-codecs';
import { RECENT_CHANGES, recentChangesWhere } from '@/lib/listing/recent-changes';
import { textConditions } from '@/lib/listing/text-conditions';
import { listedUnder } from '@/lib/listing/web-ids';
import { ZONES } from '@/lib/listing/zones';
import type { Goal } from '@/lib/properties/goal';

// The listing's filters, each declared once (docs/url-map.md, listing query parameters and adding
// a listing filter): its parameter, how it is read and written, what it reports, and how it
// narrows the properties. Their order is the canonical order of the URL's parameters, which the
// page cache keys pages by (lib/page-cache/shared-pages.ts). The conditions keep to the columns
// the (status, goal, …) indexes of prisma/schema.prisma read (docs/benchmarks.md).

export const SORTS = ['newest', 'price-asc', 'price-desc', 'price-m2-asc'] as const;
export type ListingSort = (typeof SORTS)[number];
export const VIEWS = ['list', 'map'] as const;
export type ListingView = (typeof VIEWS)[number];

const PRICE_MAX = 999_999_999;

/** The first moment after a day (UTC, as the import stores the feed's dates: lib/import/coerce.ts). */
function dayAfter(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);
}

/** A reference and its lettered units: "V-2410" also finds V-2410A, V-2410B… */
function referenceCondition(goal: Goal, ref: string): Prisma.PropertyWhereInput {
  // Visitors often type the number alone; the prefix follows the goal (V- sale, L- rent: docs/domain-rules.md).
  const written = /^\d/.test(ref) ? `${goal === 'sale' ? 'V' : 'L'}-${ref}` : ref;
  return /[A-Z]$/.test(written)
    ? { recordFile: written }
    : { OR: [{ recordFile: written }, { recordFile: { gte: `${written}A`, lte: `${written}Z` } }] };
}

// A hidden price is never compared: filtering on it would let a visitor narrow it down.
const shownPrice = (bound: { gte: number } | { lte: number }) => ({
  columns: { publishPrice: true, price: { gt: 0, ...bound } },
});

// Towns and regions narrow one list of towns together, looked up once (lib/listing/listing-query.ts).
async function inNamedTowns(_: unknown, { namedTownIds }: NarrowingContext) {
  const ids = (await namedTownIds()) ?? [];
  return ids.length > 0 ? { columns: { cityId: { in: ids } } } : null;
}

export const LISTING_FILTERS = {
  /** Free text from the quick search box: town, postcode, type, reference or title words. */
  q: filter('q', freeText(100), {
    where: async (text, { client, locale }) => ({ conditions: await textConditions(client, locale, text) }),
    whereLast: true,
  }),
  /** Towns, any of which the property is in: at most MAX_CITIES, in canonical order (compareCities). */
  cities: filter('city', townList, { where: inNamedTowns }),
  /** The box of the map searched ("Search in this area"); it replaces the towns while set. */
  area: filter('area', mapArea, {
    where: async (area, { client }) => {
      const inArea = await client.city.findMany({ where: townsInArea(area), select: { id: true } });
      const townIds = inArea.map(({ id }) => id);
      return { conditions: [areaWhere(area, townIds)] };
    },
  }),
  /** A property type's WebID: its main type or any type its WebIDs list (lib/listing/web-ids.ts). */
  type: filter('type', wholeNumber({ min: 1, max: 999_999 }), {
    where: async (webId, { client }) => {
      const type = await client.propertyType.findUnique({ where: { webId }, select: { id: true, webId: true } });
      return type ? { conditions: [listedUnder(type)] } : null;
    },
  }),
  /** Regions and provinces, by the town's postcode (lib/listing/zones.ts). */
  regions: filter('region', listOf(ZONES), { where: inNamedTowns }),
  priceMin: filter('priceMin', wholeNumber({ max: PRICE_MAX, zeroIsNone: true }), {
    where: (min) => shownPrice({ gte: min }),
    showsTyped: true,
  }),
  priceMax: filter('priceMax', wholeNumber({ max: PRICE_MAX }), {
    where: (max) => shownPrice({ lte: max }),
    showsTyped: true,
  }),
  bedrooms: filter('bedrooms', wholeNumber({ max: 50, zeroIsNone: true }), {
    where: (count) => ({ columns: { bedrooms: { gte: count } } }),
  }),
  surfaceMin: filter('surfaceMin', wholeNumber({ max: 1_000_000, zeroIsNone: true }), {
    where: (surface) => ({ columns: { surfaceLiving: { gte: surface } } }),
    showsTyped: true,
  }),
  /** Garden, terrace, garage or parking: the property has each one asked. */
  features: filter('feature', listOf(FEATURES), { where: (features) => ({ conditions: features.map(featureWhere) }) }),
  /** New on the market, price reduced: the property is each one asked. */
  recent: filter('recent', listOf(RECENT_CHANGES), {
    where: (changes, { now }) => ({ columns: recentChangesWhere(changes, now) }),
  }),
  /** An energy label of this letter or better, on the property's own regional scale. */
  epc: filter('epc', oneOf(ENERGY_LETTERS, { caseless: true }), {
    where: async (letter, { towns, namedTownIds }) => {
      const [every, named] = await Promise.all([towns(), namedTownIds()]);
      return { conditions: [energyWhere(named ? every.filter((town) => named.includes(town.id)) : every, letter)] };
    },
  }),
  /** A day, "2026-12-01": the property is free on it (its availability date is that day or before). */
  available: filter('available', calendarDay(2000, 2100), {
    // A property whose availability the feed does not give is not known to be free on the day.
    // `not: null` changes no result but tells the planner the range leaves those rows out, so it
    // reads the (status, goal, availableFrom) index where few properties have a date, rather than
    // the whole goal newest first (docs/benchmarks.md, indexes).
    where: (day) => ({ columns: { availableFrom: { not: null, lt: dayAfter(day) } } }),
  }),
  /** A reference (RecordFile), normalized: "V-2321". */
  ref: filter('ref', reference, {
    where: (ref, { goal }) => ({ conditions: [referenceCondition(goal, ref)] }),
    showsTyped: true,
  }),
  sort: filter('sort', oneOf(SORTS, { empty: 'newest' })),
  view: filter('view', oneOf(VIEWS, { empty: 'list' })),
  page: filter('page', wholeNumber({ min: 1, max: 100_000, empty: 1 })),
} satisfies Record<string, { key: FilterKey }>;

type Filters = FiltersOf<typeof LISTING_FILTERS>;

/** What one filter's reading cannot tell (lib/listing/filter-declaration.ts, FilterCheck). */
export const LISTING_FILTER_CHECKS = [
  // A map area replaces the towns: the visitor searched the map instead.
  { when: (filters: Filters) => filters.area !== null, clears: ['cities'] },
  {
    issue: 'priceRange',
    when: ({ priceMin, priceMax }: Filters) => priceMin !== null && priceMax !== null && priceMin > priceMax,
    clears: ['priceMin', 'priceMax'],
  },
] as const;

export const LISTING_FILTER_DERIVATIONS = deriveFilters(LISTING_FILTERS, LISTING_FILTER_CHECKS);
