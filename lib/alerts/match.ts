import { inZones, type Zone } from '@/lib/listing/zones';
import { goalFromFeed } from '@/lib/properties/goal';
import { listedWebIds } from '@/lib/listing/web-ids';

export type SearchAlertCriteria = {
  goal: number;
  /** Comma-separated type WebIDs; empty means any type. */
  typeWebIds: string;
  /** Comma-separated zones (regions or provinces); empty means anywhere. */
  zones: string;
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
};

export type AlertCandidate = {
  goal: number;
  /** Every type the property is listed under (lib/listing/web-ids.ts webIdsOf). */
  webIds: number[];
  zip: string;
  countryId: number;
  price: number | null;
  bedrooms: number | null;
};

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Whether a registered demand ("keep me informed") wants this property. A property whose price or
 * bedrooms are unknown is not excluded by those bounds: the agency would rather show it.
 */
export function alertMatches(alert: SearchAlertCriteria, property: AlertCandidate): boolean {
  if (goalFromFeed(alert.goal) !== goalFromFeed(property.goal)) return false;
  const types = listedWebIds(alert.typeWebIds);
  if (types.length > 0 && !types.some((type) => property.webIds.includes(type))) return false;
  const zones = list(alert.zones) as Zone[];
  if (zones.length > 0 && !inZones(property.zip, property.countryId, zones)) return false;
  if (property.price != null) {
    if (alert.priceMin != null && property.price < alert.priceMin) return false;
    if (alert.priceMax != null && property.price > alert.priceMax) return false;
  }
  if (alert.bedroomsMin != null && property.bedrooms != null && property.bedrooms < alert.bedroomsMin) return false;
  return true;
}
