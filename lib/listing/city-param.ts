// A town of the listing's `city` parameter, `{cityName}|{zip}` as the original site wrote it,
// repeated for several towns (docs/url-map.md, listing query parameters). Apart from the codec
// (listing-params.ts) so that the browser's town picker writes the same values without loading it.

export type CityFilter = { name: string; zip: string };

/** The most towns one search names, so that its URL stays short and its query one short IN list. */
export const MAX_CITIES = 10;

/** A town as the `city` parameter writes it: "Liège|4000". */
export function cityParam(city: CityFilter): string {
  return `${city.name}|${city.zip}`;
}

// Code-unit order, not a collator: the server and every browser sort alike.
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The canonical order of towns, by postcode then name: one set of towns has one URL. */
export function compareCities(a: CityFilter, b: CityFilter): number {
  return byCodeUnits(a.zip, b.zip) || byCodeUnits(a.name, b.name);
}
