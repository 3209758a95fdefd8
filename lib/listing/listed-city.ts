import { cityParam, type CityFilter } from '@/lib/listing/city-param';
import type { CityFacet } from '@/lib/listing/facets';

/**
 * The listed town a town of the `city` filter names, as the page's language writes it. A town
 * named in another language (the language switcher keeps `city=Gent|9000` on the French page,
 * where it is Gand) is the same town when it is the only one listed with that postcode.
 */
export function listedCity(city: CityFilter, cities: readonly CityFacet[]): CityFacet | null {
  const exact = cities.find((listed) => cityParam(listed) === cityParam(city));
  if (exact) return exact;
  const sameZip = cities.filter((listed) => listed.zip === city.zip);
  return sameZip.length === 1 ? sameZip[0]! : null;
}

/**
 * The towns of a `city` filter as the page names them, once each: a listed town with its count,
 * another as the URL writes it, with none.
 */
export function namedCities(chosen: readonly CityFilter[], cities: readonly CityFacet[]): CityFacet[] {
  const named = new Map<string, CityFacet>();
  for (const city of chosen) {
    const town = listedCity(city, cities) ?? { ...city, count: 0 };
    named.set(cityParam(town), town);
  }
  return [...named.values()];
}
