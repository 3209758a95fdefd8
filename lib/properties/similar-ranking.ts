// "Similar" is what a visitor of a property page would also consider: the same goal and type,
// a price within 30 % either way, in the nearest towns (not more than 50 km away, the span of a
// commute). This module ranks candidates; lib/properties/similar-query.ts finds them.
export const PRICE_BAND = 0.3;
export const MAX_DISTANCE_KM = 50;

export type Point = { latitude: number | null; longitude: number | null };
export type LatLng = { lat: number; lng: number };

/** Where a property is: its own coordinates when it has them, else its town's; null when neither is known. */
export function position(own: Point, town: Point): LatLng | null {
  const point = own.latitude !== null && own.longitude !== null ? own : town;
  return point.latitude !== null && point.longitude !== null ? { lat: point.latitude, lng: point.longitude } : null;
}

/** Equirectangular distance in km: exact enough over Belgium and Luxembourg, and cheap. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** The price band a similar property must fall in, or null when the reference has no usable price. */
export function priceBand(price: number | null): { price: number; gte: number; lte: number } | null {
  return price !== null && price > 0 ? { price, gte: price * (1 - PRICE_BAND), lte: price * (1 + PRICE_BAND) } : null;
}

export type Candidate = { id: number; price: number | null; at: LatLng | null };

/**
 * The ids of the `take` best candidates: nearest first, then closest in price, then oldest id
 * (so the choice is stable). Without a known origin distance cannot rank, so price does; with
 * one, a candidate farther than MAX_DISTANCE_KM or of unknown position is left out.
 */
export function rankSimilar(
  reference: { at: LatLng | null; price: number | null },
  candidates: Candidate[],
  take: number,
): number[] {
  const { at: origin, price } = reference;
  return candidates
    .map((candidate) => ({
      id: candidate.id,
      distance: origin && candidate.at ? distanceKm(origin, candidate.at) : Infinity,
      priceGap: price !== null && candidate.price !== null ? Math.abs(candidate.price - price) : Infinity,
    }))
    .filter((candidate) => !origin || candidate.distance <= MAX_DISTANCE_KM)
    .sort((a, b) => a.distance - b.distance || a.priceGap - b.priceGap || a.id - b.id)
    .slice(0, take)
    .map((candidate) => candidate.id);
}
