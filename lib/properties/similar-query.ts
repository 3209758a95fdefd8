import type { Db } from '@/lib/prisma-client';
import {
  MAX_DISTANCE_KM,
  distanceKm,
  position,
  priceBand,
  rankSimilar,
  type LatLng,
  type Point,
} from './similar-ranking';
import { ON_OFFER_WHERE } from '@/lib/properties/marquee';
import { goalCondition, goalFromFeed } from '@/lib/properties/goal';

const NOWHERE: Point = { latitude: null, longitude: null };

// Candidates on each side of the reference price: the ones closest in price within reach are
// ranked by distance. They are read in price order along the (status, goal, typeId, price) or
// (status, typeId, price) index, so the query stays a short index walk at any catalogue size
// (reading every property of the band took 100 ms at 100,000); only the few properties finally
// shown are read in full.
const CANDIDATES_PER_SIDE = 100;
// A property's own coordinates may lie a little off its town's: towns slightly beyond the
// radius stay in the query, and the exact radius is applied on each candidate's position.
const TOWN_SLACK_KM = 10;

/**
 * The ids of up to `take` available properties like property `id`, nearest first (sold and rented
 * ones left out). The same in every language: the page's cards are read in its language from them.
 */
export async function findSimilarPropertyIds(db: Db, id: number, take = 4): Promise<number[]> {
  const reference = await db.property.findUnique({
    where: { id },
    select: { goal: true, typeId: true, price: true, latitude: true, longitude: true, cityId: true },
  });
  if (!reference) return [];
  const towns = await db.city.findMany({ select: { id: true, latitude: true, longitude: true } });
  const townById = new Map(towns.map((town) => [town.id, town]));
  const placeOf = (property: Point & { cityId: number }) =>
    position(property, townById.get(property.cityId) ?? NOWHERE);
  const origin = placeOf(reference);
  const band = priceBand(reference.price);

  const where = {
    id: { not: id },
    ...ON_OFFER_WHERE,
    typeId: reference.typeId,
    // Goal 0 is a sale, any other value a rental (docs/domain-rules.md).
    goal: goalCondition(goalFromFeed(reference.goal)),
    ...(origin && { cityId: { in: townsNear(origin, towns) } }),
  };
  const select = { id: true, price: true, latitude: true, longitude: true, cityId: true } as const;
  const rows = band
    ? [
        ...(await db.property.findMany({
          where: { ...where, price: { gte: band.price, lte: band.lte } },
          orderBy: [{ price: 'asc' }, { id: 'asc' }],
          take: CANDIDATES_PER_SIDE,
          select,
        })),
        ...(await db.property.findMany({
          where: { ...where, price: { gte: band.gte, lt: band.price } },
          orderBy: [{ price: 'desc' }, { id: 'desc' }],
          take: CANDIDATES_PER_SIDE,
          select,
        })),
      ]
    : await db.property.findMany({ where, orderBy: { id: 'desc' }, take: 2 * CANDIDATES_PER_SIDE, select });

  const candidates = rows.map((row) => ({ id: row.id, price: row.price, at: placeOf(row) }));
  return rankSimilar({ at: origin, price: band?.price ?? null }, candidates, take);
}

/** Towns within reach of `origin`, and those of unknown position (their properties may carry their own). */
function townsNear(origin: LatLng, towns: readonly (Point & { id: number })[]): number[] {
  return towns
    .filter((town) => {
      const at = position(town, town);
      return !at || distanceKm(origin, at) <= MAX_DISTANCE_KM + TOWN_SLACK_KM;
    })
    .map((town) => town.id);
}
