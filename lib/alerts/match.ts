import { slugify } from '@/lib/domain/slug';
import type { CityFilter } from '@/lib/listing/city-param';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { inZones, type Zone } from '@/lib/listing/zones';
import { goalFromFeed } from '@/lib/properties/goal';
import { listedWebIds } from '@/lib/listing/web-ids';

export type SearchAlertCriteria = {
  goal: number;
  /** Comma-separated type WebIDs; empty means any type. */
  typeWebIds: string;
  /** Comma-separated zones (regions or provinces); empty means anywhere. */
  zones: string;
  /** Towns as the listing's `city` parameter writes them ("Liège|4000"), one a line; empty means anywhere. */
  towns: string;
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  /** Living area in m², at least. */
  surfaceMin: number | null;
};

export type AlertCandidate = {
  goal: number;
  /** Every type the property is listed under (lib/listing/web-ids.ts webIdsOf). */
  webIds: number[];
  zip: string;
  /** The town's names in the site's languages. */
  townNames: string[];
  countryId: number;
  price: number | null;
  bedrooms: number | null;
  /** Living area in m². */
  surface: number | null;
};

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The towns of an alert, read by the listing's own codec. */
function namedTowns(value: string): CityFilter[] {
  return value === '' ? [] : parseListingFilters({ city: value.split('\n') }).filters.cities;
}

/** A town named as the listing names it: its postcode, and its name in any of the site's languages. */
function isTown(town: CityFilter, property: AlertCandidate): boolean {
  const name = slugify(town.name);
  return town.zip === property.zip && property.townNames.some((candidate) => slugify(candidate) === name);
}

/**
 * Whether a registered search (the demand register, or a listing's filters) wants this property.
 * Towns and zones both narrow it, as on the listing. A property whose price, bedrooms or living
 * area are unknown is not excluded by those bounds: the agency would rather show it.
 */
export function alertMatches(alert: SearchAlertCriteria, property: AlertCandidate): boolean {
  if (goalFromFeed(alert.goal) !== goalFromFeed(property.goal)) return false;
  const types = listedWebIds(alert.typeWebIds);
  if (types.length > 0 && !types.some((type) => property.webIds.includes(type))) return false;
  const zones = list(alert.zones) as Zone[];
  if (zones.length > 0 && !inZones(property.zip, property.countryId, zones)) return false;
  const towns = namedTowns(alert.towns);
  if (towns.length > 0 && !towns.some((town) => isTown(town, property))) return false;
  if (property.price != null) {
    if (alert.priceMin != null && property.price < alert.priceMin) return false;
    if (alert.priceMax != null && property.price > alert.priceMax) return false;
  }
  if (alert.bedroomsMin != null && property.bedrooms != null && property.bedrooms < alert.bedroomsMin) return false;
  if (alert.surfaceMin != null && property.surface != null && property.surface < alert.surfaceMin) return false;
  return true;
}
