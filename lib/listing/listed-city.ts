import type { CityFacet } from '@/lib/listing/facets';
import { cityParam, type ListingFilters } from '@/lib/listing/listing-params';

/**
 * The listed town a `city` filter names, as the page's language writes it. A town named in another
 * language (the language switcher keeps `city=Gent|9000` on the French page, where it is Gand) is
 * the same town when it is the only one listed with that postcode.
 */
export function listedCity(city: ListingFilters['city'], cities: readonly CityFacet[]): CityFacet | null {
  if (!city) return null;
  const exact = cities.find((listed) => cityParam(listed) === cityParam(city));
  if (exact) return exact;
  const sameZip = cities.filter((listed) => listed.zip === city.zip);
  return sameZip.length === 1 ? sameZip[0]! : null;
}
