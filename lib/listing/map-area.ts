// The listing's `area` parameter: the box of the map in which the visitor asked to search,
// `south,west,north,east` in degrees (docs/url-map.md, listing query parameters). Read and written
// here, by the codec and by the map in the browser alike, which is why this module loads no
// validation library: the codec is in every listing page's bundle.

export type MapArea = { south: number; west: number; north: number; east: number };

/** Decimals of a coordinate: 1e-4° is about 11 m, finer than a map shows, so views a few metres apart share a URL. */
export const AREA_DECIMALS = 4;
const SCALE = 10 ** AREA_DECIMALS;

/**
 * The largest box searched, in degrees. Belgium and Luxembourg (2.1° by 3.9°) fit, as a wide
 * screen shows them; a larger view is no narrower than the listing itself.
 */
export const MAX_AREA_SPAN = { latitude: 4, longitude: 8 } as const;

/** The area as the `area` parameter writes it: "50.8,4.3,50.9,4.45". */
export function areaParam(area: MapArea): string {
  return [area.south, area.west, area.north, area.east].map(String).join(',');
}

// Scaled first to a whole number of 1e-9°, so that 50.8 (507999.99999999994 once scaled) stays 50.8.
const scaled = (degrees: number) => Math.round(degrees * SCALE * 1e5) / 1e5;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The box a map shows, widened outwards to AREA_DECIMALS (the search covers at least what the
 * visitor sees) and kept on the globe (a map panned around the world reports longitudes past 180°).
 */
export function visibleArea(bounds: MapArea): MapArea {
  return {
    south: clamp(Math.floor(scaled(bounds.south)) / SCALE, 90),
    west: clamp(Math.floor(scaled(bounds.west)) / SCALE, 180),
    north: clamp(Math.ceil(scaled(bounds.north)) / SCALE, 90),
    east: clamp(Math.ceil(scaled(bounds.east)) / SCALE, 180),
  };
}

/** Whether a box has a size and is no larger than MAX_AREA_SPAN, compared in whole units of the last decimal. */
export function isSearchableArea(area: MapArea): boolean {
  const height = Math.round((area.north - area.south) * SCALE);
  const width = Math.round((area.east - area.west) * SCALE);
  return (
    height > 0 && width > 0 && height <= MAX_AREA_SPAN.latitude * SCALE && width <= MAX_AREA_SPAN.longitude * SCALE
  );
}

type Query = Record<string, string | string[]>;

/**
 * A listing query with the area in it, its keys in the codec's order (FILTER_KEYS, handed over by
 * the server): the URL the map opens is then the canonical one of that search.
 */
export function queryWithArea(query: Query, area: MapArea, keyOrder: readonly string[]): Query {
  const rank = (key: string) => keyOrder.indexOf(key);
  return Object.fromEntries(Object.entries({ ...query, area: areaParam(area) }).sort(([a], [b]) => rank(a) - rank(b)));
}

// A coordinate as the parameter writes it: at most three digits, at most AREA_DECIMALS decimals.
const DEGREES = /^-?\d{1,3}(?:\.\d{1,4})?$/;

/**
 * The area an `area` parameter holds: four coordinates of at most AREA_DECIMALS decimals, each on
 * the globe, south below north and west before east, no larger than MAX_AREA_SPAN; else null
 * (reported and ignored, like every listing parameter).
 */
export function parseMapArea(text: string): MapArea | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return null;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const onGlobe =
    [south, north].every((value) => Math.abs(value) <= 90) && [west, east].every((value) => Math.abs(value) <= 180);
  const area = { south, west, north, east };
  return onGlobe && south < north && west < east && isSearchableArea(area) ? area : null;
}
