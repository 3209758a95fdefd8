import type { Prisma } from '@/generated/prisma/client';
import type { MapArea } from '@/lib/listing/map-area';

// The `area` filter finds a property where the map shows it (lib/listing/map-points.ts,
// mapPosition): a published address at its own coordinates; a hidden address, or coordinates
// missing or off the globe, at its town's. So however small the box, it tells no more of a hidden
// address than its town (docs/domain-rules.md, private fields).

/** The towns whose position lies in the area. */
export function townsInArea(area: MapArea): Prisma.CityWhereInput {
  return { latitude: { gte: area.south, lte: area.north }, longitude: { gte: area.west, lte: area.east } };
}

// When the map puts a property on its town instead of its own coordinates.
const STANDS_ON_ITS_TOWN: Prisma.PropertyWhereInput[] = [
  { publishAddress: false },
  { latitude: null },
  { longitude: null },
  { latitude: { lt: -90 } },
  { latitude: { gt: 90 } },
  { longitude: { lt: -180 } },
  { longitude: { gt: 180 } },
];

/**
 * The properties in the area, given the towns in it (townsInArea). Its own position is read on
 * the (status, goal, publishAddress, latitude, longitude) index, a town's properties on the
 * (status, goal, cityId, availableFrom) one (prisma/schema.prisma).
 */
export function areaWhere(area: MapArea, townIds: readonly number[]): Prisma.PropertyWhereInput {
  const ownPosition: Prisma.PropertyWhereInput = {
    publishAddress: true,
    latitude: { gte: area.south, lte: area.north },
    longitude: { gte: area.west, lte: area.east },
  };
  if (townIds.length === 0) return ownPosition;
  return { OR: [ownPosition, { cityId: { in: [...townIds] }, OR: STANDS_ON_ITS_TOWN }] };
}
