type Coordinates = { latitude: number | null; longitude: number | null };

/**
 * Where a property goes on a map: its own position only when its address is published; otherwise
 * (or when it has none) its town's, so an unpublished address cannot be read off the map.
 */
export function mapPosition(
  property: Coordinates & { publishAddress: boolean },
  town: Coordinates,
): { lat: number; lng: number; approximate: boolean } | null {
  const own = property.publishAddress ? valid(property) : null;
  if (own) return { ...own, approximate: false };
  const approximate = valid(town);
  return approximate ? { ...approximate, approximate: true } : null;
}

function valid({ latitude, longitude }: Coordinates): { lat: number; lng: number } | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

export type MapPoint<T> = { lat: number; lng: number; approximate: boolean; item: T };
export type MapGroup<T> = { lat: number; lng: number; approximate: boolean; items: T[] };

/**
 * Properties at the same spot share one marker (every unpublished address of a town sits on the
 * town), so none hides another. Groups keep the points' order.
 */
export function groupByPosition<T>(points: readonly MapPoint<T>[]): MapGroup<T>[] {
  const groups = new Map<string, MapGroup<T>>();
  for (const point of points) {
    const key = `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
    const group = groups.get(key);
    if (group) {
      group.items.push(point.item);
      group.approximate &&= point.approximate;
    } else {
      groups.set(key, { lat: point.lat, lng: point.lng, approximate: point.approximate, items: [point.item] });
    }
  }
  return [...groups.values()];
}
