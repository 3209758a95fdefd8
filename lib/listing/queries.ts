import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { cardSelect, toCards } from '@/lib/properties/card';
import { keptCardNames } from '@/lib/properties/queries';
import { countFacets, nameFacets, type FacetCounts, type Facets } from '@/lib/listing/facets';
import type { ListingFilters } from '@/lib/listing/listing-params';
import { NEWEST, findListingResults, goalWhere } from '@/lib/listing/listing-query';
import { quickSearch } from '@/lib/listing/quick-search';
import { GOAL, type Goal } from '@/lib/properties/goal';
import { ON_OFFER_WHERE, TAKEN_MARQUEES } from '@/lib/properties/marquee';

export type { PropertyCardData } from '@/lib/properties/card';

/**
 * The catalogue changes with an import, which expires these tags (docs/caching.md); cards also
 * name types and towns. Counts over a whole goal cost a scan of its index, which grows with the
 * catalogue: cached, the listing costs the same at 1,000 or 100,000 properties.
 */
function cacheCatalogue() {
  cacheTag(CACHE_TAG.listings, CACHE_TAG.references);
  cacheLife('hours');
}

/** The home configuration's countProperty: properties for sale and for rent (docs/cms.md). */
export async function countByGoal(): Promise<Record<Goal, number>> {
  'use cache';
  cacheCatalogue();
  const [sale, rent] = await Promise.all([
    db.property.count({ where: goalWhere(GOAL.sale) }),
    db.property.count({ where: goalWhere(GOAL.rent) }),
  ]);
  return { sale, rent };
}

/** Types, towns and regions on offer for a goal, with their counts (the CRM's citysSale / citysRent). */
export async function getFacets(locale: Locale, goal: Goal): Promise<Facets> {
  'use cache';
  cacheCatalogue();
  return nameFacets(db, locale, await getFacetCounts(goal));
}

/**
 * A goal's counts, kept apart from their names: after an import the four languages' facets share
 * one count of the catalogue (a few hundred milliseconds at 100,000 properties) instead of four.
 */
async function getFacetCounts(goal: Goal): Promise<FacetCounts> {
  'use cache';
  cacheCatalogue();
  return countFacets(db, goal);
}

/** The newest properties still on offer, of one goal or of both (the "new arrivals" module). */
export async function newArrivals(locale: Locale, take: number, goal?: Goal) {
  'use cache';
  cacheCatalogue();
  const rows = await db.property.findMany({
    where: goal ? { ...goalWhere(goal), marquee: { notIn: TAKEN_MARQUEES } } : ON_OFFER_WHERE,
    orderBy: NEWEST,
    take,
    select: cardSelect(locale),
  });
  return toCards(rows, locale, keptCardNames);
}

/** A listing's results for its query: a page of cards, or the map view's places (listing-query.ts). */
export async function listingResults(locale: Locale, goal: Goal, filters: ListingFilters, pageSize: number) {
  'use cache';
  cacheCatalogue();
  const facets = await getFacets(locale, goal);
  return findListingResults(db, { locale, goal, filters, pageSize, facets, cardNames: keptCardNames });
}

export async function searchQuick(locale: Locale, text: string, limit: number) {
  'use cache';
  cacheCatalogue();
  return quickSearch(db, { locale, text, limit });
}
