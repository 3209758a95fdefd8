import type { AlertCandidate, SearchAlertCriteria } from '@/lib/alerts/match';

/** A search alert that asks for nothing: every property for sale matches it. */
export const anyAlert: SearchAlertCriteria = {
  goal: 0,
  typeWebIds: '',
  zones: '',
  towns: '',
  priceMin: null,
  priceMax: null,
  bedroomsMin: null,
  surfaceMin: null,
};

/** A house for sale in Ghent, as the alerts match it. */
export const ghentHouse: AlertCandidate = {
  goal: 0,
  webIds: [1],
  zip: '9000',
  townNames: ['Gand', 'Gent', 'Ghent'],
  countryId: 10,
  price: 450_000,
  bedrooms: 3,
  surface: 180,
};
