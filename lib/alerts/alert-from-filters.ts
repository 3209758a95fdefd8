import { isDeepStrictEqual } from 'node:util';
import type { AlertCriteria } from '@/lib/alerts/alert-criteria';
import type { ListingFilters } from '@/lib/listing/listing-params';
import type { Goal } from '@/lib/properties/goal';

// A listing's filters as a search alert (docs/forms.md, search alert from a listing). The alert
// keeps what its record can hold and lib/alerts/match.ts reads as the listing does: type, regions,
// towns, price range, bedrooms and living area. Free text, a map area, features, energy label,
// availability date, reference and recent changes have no place in it and are left out; the page
// says which before the visitor sends it (components/listing/search-alert-control.tsx). Sorting,
// view and page narrow nothing.

export function alertCriteria(goal: Goal, filters: ListingFilters): AlertCriteria {
  return {
    goal,
    typeWebIds: filters.type === null ? [] : [filters.type],
    zones: [...filters.regions],
    towns: [...filters.cities],
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    bedroomsMin: filters.bedrooms,
    surfaceMin: filters.surfaceMin,
  };
}

/** Whether the alert keeps a criterion of `filters`: the alert of the same search without it (`without`) is another. */
export function alertKeeps(goal: Goal, filters: ListingFilters, without: ListingFilters): boolean {
  return !isDeepStrictEqual(alertCriteria(goal, filters), alertCriteria(goal, without));
}
