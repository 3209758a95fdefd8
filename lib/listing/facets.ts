import type { Locale } from '@/lib/i18n/locales';
import { FEATURES, featureWhere, type Feature } from '@/lib/listing/features';
import { RECENT_CHANGES, recentChangesWhere, type RecentChange } from '@/lib/listing/recent-changes';
import { zonesOfPostcode, type Zone } from '@/lib/listing/zones';
import type { Goal } from '@/lib/properties/goal';
import type { Db } from '@/lib/prisma-client';
import { goalWhere } from '@/lib/listing/listing-query';
import { countByWebId, listedWebIds } from '@/lib/listing/web-ids';

export type CityFacet = { name: string; zip: string; count: number };
export type TypeFacet = { webId: number; name: string; count: number };

/** What is on offer for one goal: the CRM's citysSale / citysRent and the type counts. */
export type Facets = {
  total: number;
  /** Properties whose price is published (the price sort's first part). */
  priced: number;
  /** Properties with a price per m² (the price per m² sort's first part). */
  pricedPerM2: number;
  cities: CityFacet[];
  types: TypeFacet[];
  zones: Partial<Record<Zone, number>>;
  /** Properties with a garden, a terrace, a garage or parking. */
  features: Record<Feature, number>;
  /** Properties new on the market, and those whose price was reduced, when the facets were counted. */
  recent: Record<RecentChange, number>;
  /** Properties whose availability date the feed gives (the "available on" filter reads nothing else). */
  dated: number;
};

/**
 * What a goal's facets count, the same in every language: the scans of the catalogue, done once
 * for the four languages (lib/listing/queries.ts caches them apart from the names).
 */
export type FacetCounts = {
  byCity: { cityId: number; count: number; dated: number }[];
  byType: { typeId: number; webIds: string; count: number }[];
  priced: number;
  pricedPerM2: number;
  features: Record<Feature, number>;
  recent: Record<RecentChange, number>;
};

/** Counts the properties on offer for a goal by town, type, price, feature and recent change. */
export async function countFacets(client: Db, goal: Goal, now = new Date()): Promise<FacetCounts> {
  const where = goalWhere(goal);
  const [byCity, byType, priced, pricedPerM2, featureCounts, recentCounts] = await Promise.all([
    client.property.groupBy({ by: ['cityId'], where, _count: { _all: true, availableFrom: true } }),
    // A few groups: the catalogue's combinations of a main type and a WebIDs list.
    client.property.groupBy({ by: ['typeId', 'webIds'], where, _count: { _all: true } }),
    client.property.count({ where: { ...where, publishPrice: true, price: { gt: 0 } } }),
    client.property.count({ where: { ...where, pricePerM2: { not: null } } }),
    Promise.all(
      FEATURES.map(
        async (feature) =>
          [feature, await client.property.count({ where: { ...where, ...featureWhere(feature) } })] as const,
      ),
    ),
    Promise.all(
      RECENT_CHANGES.map(
        async (change) =>
          [change, await client.property.count({ where: { ...where, ...recentChangesWhere([change], now) } })] as const,
      ),
    ),
  ]);
  return {
    byCity: byCity.map((row) => ({ cityId: row.cityId, count: row._count._all, dated: row._count.availableFrom })),
    byType: byType.map((row) => ({ typeId: row.typeId, webIds: row.webIds, count: row._count._all })),
    priced,
    pricedPerM2,
    features: Object.fromEntries(featureCounts) as Record<Feature, number>,
    recent: Object.fromEntries(recentCounts) as Record<RecentChange, number>,
  };
}

/** The facets of `counts` in one language: the towns and types counted, by their names. */
export async function nameFacets(client: Db, locale: Locale, counts: FacetCounts): Promise<Facets> {
  const { byCity, byType } = counts;
  const [cities, types] = await Promise.all([
    client.city.findMany({
      where: { id: { in: byCity.map((row) => row.cityId) } },
      select: { id: true, zip: true, countryId: true, translations: { where: { locale }, select: { name: true } } },
    }),
    client.propertyType.findMany({
      where: {
        OR: [
          { id: { in: byType.map((row) => row.typeId) } },
          { webId: { in: byType.flatMap((row) => listedWebIds(row.webIds)) } },
        ],
      },
      orderBy: { showOrder: 'asc' },
      select: { id: true, webId: true, translations: { where: { locale }, select: { name: true } } },
    }),
  ]);
  const cityCount = new Map(byCity.map((row) => [row.cityId, row.count]));
  const webIdOfType = new Map(types.map((type) => [type.id, type.webId]));
  const typeCount = countByWebId(
    byType.flatMap((row) => {
      const mainWebId = webIdOfType.get(row.typeId);
      return mainWebId === undefined ? [] : [{ mainWebId, webIds: row.webIds, count: row.count }];
    }),
  );

  const zones: Partial<Record<Zone, number>> = {};
  for (const city of cities) {
    const place = zonesOfPostcode(city.zip, city.countryId);
    const count = cityCount.get(city.id) ?? 0;
    for (const zone of place ? [place.region, place.province] : []) {
      if (zone) zones[zone] = (zones[zone] ?? 0) + count;
    }
  }

  const collator = new Intl.Collator(locale);
  return {
    total: byType.reduce((sum, row) => sum + row.count, 0),
    priced: counts.priced,
    pricedPerM2: counts.pricedPerM2,
    cities: cities
      .map((city) => ({
        name: city.translations[0]?.name ?? city.zip,
        zip: city.zip,
        count: cityCount.get(city.id) ?? 0,
      }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.zip.localeCompare(b.zip)),
    types: types.map((type) => ({
      webId: type.webId,
      name: type.translations[0]?.name ?? String(type.webId),
      count: typeCount.get(type.webId) ?? 0,
    })),
    zones,
    features: counts.features,
    recent: counts.recent,
    dated: byCity.reduce((sum, row) => sum + row.dated, 0),
  };
}

/** A goal's facets in one language, counted and named at once (the benchmarks and tests). */
export async function loadFacets(client: Db, locale: Locale, goal: Goal, now = new Date()): Promise<Facets> {
  return nameFacets(client, locale, await countFacets(client, goal, now));
}
