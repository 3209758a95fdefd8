import { cityParam, type CityFilter } from '@/lib/listing/city-param';
import type { Zone } from '@/lib/listing/zones';
import { goalValue, type Goal } from '@/lib/properties/goal';

// What a search alert asks for, whichever form made it (the demand register, a listing's filters:
// docs/forms.md), and the SearchAlert columns that hold it, as lib/alerts/match.ts reads them.

export type AlertCriteria = {
  goal: Goal;
  /** Type WebIDs; none is any type. */
  typeWebIds: number[];
  /** Regions or provinces; with no town either, anywhere. */
  zones: Zone[];
  towns: CityFilter[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  /** Living area in m². */
  surfaceMin: number | null;
};

/** The SearchAlert columns of these criteria. */
export function searchAlertColumns(criteria: AlertCriteria) {
  return {
    goal: goalValue(criteria.goal),
    typeWebIds: criteria.typeWebIds.join(','),
    zones: criteria.zones.join(','),
    towns: criteria.towns.map(cityParam).join('\n'),
    priceMin: criteria.priceMin,
    priceMax: criteria.priceMax,
    bedroomsMin: criteria.bedroomsMin,
    surfaceMin: criteria.surfaceMin,
  };
}
