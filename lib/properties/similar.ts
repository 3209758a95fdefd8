import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { cardSelect, toCard, type PropertyCardData } from '@/lib/listing/card';

// "Similar" is what a visitor of this page would also consider: the same goal and type, a price
// within 30 % either way, in the nearest towns (not more than 50 km away, the span of a commute).
const PRICE_BAND = 0.3;
const MAX_DISTANCE_KM = 50;
const CANDIDATES = 200;

type Point = { latitude: number | null; longitude: number | null };

function position(own: Point, town: Point): { lat: number; lng: number } | null {
  const point = own.latitude !== null && own.longitude !== null ? own : town;
  return point.latitude !== null && point.longitude !== null ? { lat: point.latitude, lng: point.longitude } : null;
}

// Equirectangular distance: exact enough over Belgium and Luxembourg, and cheap.
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** Up to `take` available properties like this one, nearest first (sold and rented ones left out). */
export const similarProperties = cache(async (id: number, locale: Locale, take = 4): Promise<PropertyCardData[]> => {
  const reference = await db.property.findUnique({
    where: { id },
    select: {
      goal: true,
      typeId: true,
      price: true,
      latitude: true,
      longitude: true,
      city: { select: { latitude: true, longitude: true } },
    },
  });
  if (!reference) return [];
  const origin = position(reference, reference.city);
  const price = reference.price && reference.price > 0 ? reference.price : null;
  const select = cardSelect(locale);
  const rows = await db.property.findMany({
    where: {
      id: { not: id },
      status: 'available',
      marquee: { notIn: [3, 4] },
      typeId: reference.typeId,
      goal: reference.goal === 0 ? 0 : { not: 0 },
      ...(price ? { price: { gte: price * (1 - PRICE_BAND), lte: price * (1 + PRICE_BAND) } } : {}),
    },
    select: {
      ...select,
      latitude: true,
      longitude: true,
      city: { select: { ...select.city.select, latitude: true, longitude: true } },
    },
    take: CANDIDATES,
  });
  return rows
    .map((row) => {
      const point = position(row, row.city);
      const distance = origin && point ? distanceKm(origin, point) : Infinity;
      return { row, distance, priceGap: price && row.price ? Math.abs(row.price - price) : Infinity };
    })
    .filter((candidate) => !origin || candidate.distance <= MAX_DISTANCE_KM)
    .sort((a, b) => a.distance - b.distance || a.priceGap - b.priceGap || a.row.id - b.row.id)
    .slice(0, take)
    .map((candidate) => toCard(candidate.row));
});
