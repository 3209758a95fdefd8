import type { Prisma } from '@/generated/prisma/client';
import { pageCount, pageSlice } from '@/lib/domain/paging';
import { slugify } from '@/lib/domain/slug';
import type { Locale } from '@/lib/i18n/locales';
import { cardSelect, toCards, type PropertyCardData, type ReadCardNames } from '@/lib/properties/card';
import { cardNamesFrom } from '@/lib/properties/card-names';
import type { CityFilter } from '@/lib/listing/city-param';
import type { Town } from '@/lib/listing/energy-filter';
import type { Facets } from '@/lib/listing/facets';
import type { NarrowingContext } from '@/lib/listing/filter-declaration';
import { LISTING_FILTER_DERIVATIONS, type ListingSort } from '@/lib/listing/listing-filters';
import { hasCriteria, type ListingFilters } from '@/lib/listing/listing-params';
import { inZones, type Zone } from '@/lib/listing/zones';
import { goalValue, type Goal } from '@/lib/properties/goal';
import type { Db } from '@/lib/prisma-client';
import { AVAILABLE } from '@/lib/properties/status';

// Listing queries take the database client as an argument, so the benchmark
// (scripts/bench/listings.ts) runs exactly the queries the pages run. Towns and types are looked up first in their
// small tables; the property query then stays on the (status, goal, …) indexes of the schema.

export function goalWhere(goal: Goal) {
  // Equality, not goalCondition's `not: 0`, so the (status, goal, …) indexes serve every listing.
  return { status: AVAILABLE, goal: goalValue(goal) } as const;
}

/** Towns named `{cityName}|{zip}`: the zip must match and the name in any of the site's languages. */
async function cityIdsNamed(client: Db, cities: readonly CityFilter[]): Promise<number[]> {
  const named = new Set(cities.map((city) => `${city.zip}|${slugify(city.name)}`));
  const rows = await client.city.findMany({
    where: { zip: { in: [...new Set(cities.map((city) => city.zip))] } },
    select: { id: true, zip: true, translations: { select: { name: true } } },
  });
  return rows
    .filter((row) => row.translations.some((text) => named.has(`${row.zip}|${slugify(text.name)}`)))
    .map((row) => row.id);
}

function cityIdsInZones(towns: readonly Town[], zones: readonly Zone[]): number[] {
  return towns.filter((town) => inZones(town.zip, town.countryId, zones)).map((town) => town.id);
}

/** A lookup made at most once, on first use. */
function once<Value>(lookup: () => Promise<Value>): () => Promise<Value> {
  let result: Promise<Value> | undefined;
  return () => (result ??= lookup());
}

/**
 * What the filters' conditions read (lib/listing/listing-filters.ts). Regions and energy labels
 * are told by the town's postcode: every town is read once (a few thousand rows at most), and the
 * property query names their ids.
 */
function narrowingContext(
  client: Db,
  locale: Locale,
  goal: Goal,
  filters: ListingFilters,
  now: Date,
): NarrowingContext {
  const towns = once(() => client.city.findMany({ select: { id: true, zip: true, countryId: true } }));
  const namedTownIds = once(async () => {
    const named = filters.cities.length > 0 ? await cityIdsNamed(client, filters.cities) : null;
    if (filters.regions.length === 0) return named;
    const inRegions = cityIdsInZones(await towns(), filters.regions);
    return named ? named.filter((id) => inRegions.includes(id)) : inRegions;
  });
  return { client, locale, goal, now, towns, namedTownIds };
}

/**
 * The where clause of a result set, or null when a filter names nothing that exists (an unknown
 * town or type): the result is then empty without asking the database. `now` dates "new" and
 * "price reduced".
 */
export async function listingWhere(
  client: Db,
  locale: Locale,
  goal: Goal,
  filters: ListingFilters,
  now = new Date(),
): Promise<Prisma.PropertyWhereInput | null> {
  const parts = await LISTING_FILTER_DERIVATIONS.narrow(filters, narrowingContext(client, locale, goal, filters, now));
  if (!parts) return null;
  return { ...goalWhere(goal), ...parts.columns, ...(parts.conditions.length > 0 && { AND: parts.conditions }) };
}

export const NEWEST: Prisma.PropertyOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

// Counting a broad result set costs a scan that grows with the catalogue; past this many results
// the page says "more than 1,000" and the visitor narrows the search instead of paging on.
export const COUNT_LIMIT = 1_000;

/**
 * The order a capped count reads its rows in. With `take`, Prisma orders the counted rows (by id
 * unless told otherwise), and the database reads them along the index of that order. A broad
 * search is counted newest first, the order of the listing's own index, and reaches
 * COUNT_LIMIT + 1 rows early. A search narrowed to towns is counted along the town index, which
 * holds its matches together: newest first, the database would walk the whole catalogue for a
 * province and a type (at 100,000 properties: 115 ms, against 12 ms by town). "Available on a
 * day" is counted along the availability index, which holds only properties that have a date,
 * and "price reduced" along the reduction index, where the last weeks' reductions lie together.
 */
function countOrder(where: Prisma.PropertyWhereInput): Prisma.PropertyOrderByWithRelationInput {
  if (where.cityId) return { cityId: 'asc' };
  if (where.availableFrom) return { availableFrom: 'asc' };
  if (where.priceReducedAt) return { priceReducedAt: 'asc' };
  return { createdAt: 'desc' };
}

/** How many properties match, counting no further than COUNT_LIMIT + 1. */
export async function countUpToLimit(client: Db, where: Prisma.PropertyWhereInput): Promise<number> {
  return client.property.count({ where, take: COUNT_LIMIT + 1, orderBy: countOrder(where) });
}

/** More markers than this make the map unreadable and the page heavy; the map view says so. */
export const MAP_LIMIT = 500;

export type MapRow = Awaited<ReturnType<typeof findMapRows>>['rows'][number];

export type ListingPageResult = {
  /** Exact, or COUNT_LIMIT when `more` is set. */
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
  /** The page's cards in the list view. */
  items: PropertyCardData[];
  /** The first MAP_LIMIT results in the map view. */
  mapRows: MapRow[];
};

const NO_RESULTS: ListingPageResult = { total: 0, more: false, page: 1, pageCount: 1, items: [], mapRows: [] };

type ListingOptions = {
  locale: Locale;
  goal: Goal;
  filters: ListingFilters;
  pageSize: number;
  /** The goal's cached totals. */
  facets?: Facets;
  now?: Date;
  /** Where the cards' town and type names come from: else read from `client` with the page. */
  cardNames?: ReadCardNames;
};

/**
 * The listing's results for its query: one page of cards, or in the map view the results' places.
 * The query's conditions are worked out once, for whichever of the two is shown.
 */
export async function findListingResults(client: Db, options: ListingOptions): Promise<ListingPageResult> {
  const { locale, goal, filters } = options;
  const where = await listingWhere(client, locale, goal, filters, options.now);
  if (!where) return NO_RESULTS;
  if (filters.view === 'map') {
    const { total, more, rows } = await findMapRows(client, where, { locale, limit: MAP_LIMIT });
    return { ...NO_RESULTS, total, more, mapRows: rows };
  }
  return findListingPage(client, where, options);
}

// The price sorts rank the properties whose price is published, price per m² those with a stored
// price per m² (a published price and a living area: lib/domain/price-per-m2.ts). The others
// follow, newest first, so a sorted list never reveals where a hidden price would rank. Each
// ranked order is an index's (ties by id, the index's own order among equals), so a page reads
// its own rows rather than every ranked one.
const SHOWN_PRICE: Prisma.PropertyWhereInput = { publishPrice: true, price: { gt: 0 } };
const HIDDEN_PRICE: Prisma.PropertyWhereInput = {
  OR: [{ publishPrice: false }, { price: null }, { price: { lte: 0 } }],
};
type Ranking = {
  ranked: Prisma.PropertyWhereInput;
  unranked: Prisma.PropertyWhereInput;
  orderBy: Prisma.PropertyOrderByWithRelationInput[];
  /** The goal's count of ranked properties among the facets, for a list nothing filters. */
  facet: 'priced' | 'pricedPerM2';
};
const RANKED: Record<Exclude<ListingSort, 'newest'>, Ranking> = {
  'price-asc': {
    ranked: SHOWN_PRICE,
    unranked: HIDDEN_PRICE,
    orderBy: [{ price: 'asc' }, { id: 'asc' }],
    facet: 'priced',
  },
  'price-desc': {
    ranked: SHOWN_PRICE,
    unranked: HIDDEN_PRICE,
    orderBy: [{ price: 'desc' }, { id: 'desc' }],
    facet: 'priced',
  },
  'price-m2-asc': {
    ranked: { pricePerM2: { not: null } },
    unranked: { pricePerM2: null },
    orderBy: [{ pricePerM2: 'asc' }, { id: 'asc' }],
    facet: 'pricedPerM2',
  },
};

/**
 * One page of results. A sort other than newest first ranks what it can (RANKED) and lists the
 * rest after it. `facets` (the goal's cached totals) spares a count over the whole catalogue when
 * nothing filters.
 */
async function findListingPage(
  client: Db,
  where: Prisma.PropertyWhereInput,
  options: ListingOptions,
): Promise<ListingPageResult> {
  const { locale, filters, pageSize, facets, cardNames = cardNamesFrom(client) } = options;
  const unfiltered = !hasCriteria(filters);
  const counted = unfiltered && facets ? facets.total : await countUpToLimit(client, where);
  const more = !(unfiltered && facets) && counted > COUNT_LIMIT;
  const total = more ? COUNT_LIMIT : counted;
  const pages = pageCount(total, pageSize);
  // Past the last page the visitor sees the last page (the caller says so), never a blank one.
  const page = Math.min(filters.page, pages);
  const { skip: offset } = pageSlice(page, pageSize);
  const select = cardSelect(locale);

  if (filters.sort === 'newest') {
    const rows = await client.property.findMany({ where, orderBy: NEWEST, skip: offset, take: pageSize, select });
    return { total, more, page, pageCount: pages, items: await toCards(rows, locale, cardNames), mapRows: [] };
  }

  const { ranked, unranked, orderBy, facet } = RANKED[filters.sort];
  const withCondition = (condition: Prisma.PropertyWhereInput) => ({
    ...where,
    AND: [...[where.AND ?? []].flat(), condition],
  });
  // A price range already asks for a shown price: the price sorts then rank every result. Past
  // COUNT_LIMIT every page the visitor can reach lies in the ranked part.
  const rankedCount =
    facet === 'priced' && where.publishPrice === true
      ? total
      : unfiltered && facets
        ? facets[facet]
        : await countUpToLimit(client, withCondition(ranked));
  const first =
    offset < rankedCount
      ? await client.property.findMany({ where: withCondition(ranked), orderBy, skip: offset, take: pageSize, select })
      : [];
  const missing = pageSize - first.length;
  const rest =
    missing > 0 && total > rankedCount
      ? await client.property.findMany({
          where: withCondition(unranked),
          orderBy: NEWEST,
          skip: Math.max(0, offset - rankedCount),
          take: missing,
          select,
        })
      : [];
  const items = await toCards([...first, ...rest], locale, cardNames);
  return { total, more, page, pageCount: pages, items, mapRows: [] };
}

/** The current result set for the map (newest first, at most `limit`), with its count (see COUNT_LIMIT). */
async function findMapRows(client: Db, where: Prisma.PropertyWhereInput, options: { locale: Locale; limit: number }) {
  const { locale, limit } = options;
  const [counted, rows] = await Promise.all([
    countUpToLimit(client, where),
    client.property.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: {
        id: true,
        goal: true,
        publishAddress: true,
        latitude: true,
        longitude: true,
        price: true,
        priceUnit: true,
        publishPrice: true,
        countryId: true,
        city: {
          select: {
            zip: true,
            latitude: true,
            longitude: true,
            translations: { where: { locale }, select: { name: true, slug: true } },
          },
        },
        translations: { where: { locale }, select: { title: true, slug: true } },
      },
    }),
  ]);
  return { total: Math.min(counted, COUNT_LIMIT), more: counted > COUNT_LIMIT, rows };
}
