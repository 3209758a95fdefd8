import 'server-only';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { cardSelect, toCard } from '@/lib/listing/card';
import { loadFacets, type Facets } from '@/lib/listing/facets';
import type { ListingFilters } from '@/lib/listing/filters';
import { AVAILABLE, NEWEST, findListingPage, goalWhere } from '@/lib/listing/listing-query';
import { findMapRows } from '@/lib/listing/map-points';
import { quickSearch } from '@/lib/listing/quick-search';
import { createTtlCache } from '@/lib/listing/ttl-cache';
import { GOAL, type Goal } from '@/lib/properties/goal';

export { cardSelect, toCard, type PropertyCardData } from '@/lib/listing/card';

// Counts over a whole goal cost a scan of its index, which grows with the catalogue; they change
// only with an import, so each process keeps them a minute (the listing then costs the same at
// 1,000 or 100,000 properties). An in-process import calls forgetCatalogueCounts().
const COUNTS_TTL_MS = 60_000;
const facetsCache = createTtlCache<Facets>(COUNTS_TTL_MS);
const goalCountCache = createTtlCache<number>(COUNTS_TTL_MS);

export function forgetCatalogueCounts() {
  facetsCache.clear();
  goalCountCache.clear();
}

/** The spec's countProperty: properties for sale and for rent. */
export async function countByGoal(): Promise<Record<Goal, number>> {
  const count = (goal: Goal) => goalCountCache.get(goal, () => db.property.count({ where: goalWhere(goal) }));
  const [sale, rent] = await Promise.all([count(GOAL.sale), count(GOAL.rent)]);
  return { sale, rent };
}

/** Types, towns and regions on offer for a goal, with their counts (spec citysSale / citysRent). */
export function getFacets(locale: Locale, goal: Goal): Promise<Facets> {
  return facetsCache.get(`${goal}:${locale}`, () => loadFacets(db, locale, goal));
}

/** The newest properties still on offer, of one goal or of both (the "new arrivals" module). */
export async function newArrivals(locale: Locale, take: number, goal?: Goal) {
  const rows = await db.property.findMany({
    where: goal
      ? { ...goalWhere(goal), marquee: { notIn: [3, 4] } }
      : { status: AVAILABLE, marquee: { notIn: [3, 4] } },
    orderBy: NEWEST,
    take,
    select: cardSelect(locale),
  });
  return rows.map(toCard);
}

export async function listingPage(locale: Locale, goal: Goal, filters: ListingFilters, pageSize: number) {
  const facets = await getFacets(locale, goal);
  return findListingPage(db, { locale, goal, filters, pageSize, facets });
}

export function mapRows(locale: Locale, goal: Goal, filters: ListingFilters, limit: number) {
  return findMapRows(db, { locale, goal, filters, limit });
}

/** Cards of the given properties still online, in the given order (favourites). */
export async function cardsByIds(locale: Locale, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.property.findMany({
    where: { id: { in: [...ids] }, status: AVAILABLE },
    select: cardSelect(locale),
  });
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function searchQuick(locale: Locale, text: string, limit: number) {
  return quickSearch(db, { locale, text, limit });
}
