import { describe, expect, it } from 'vitest';
import { alertMatches, type AlertCandidate, type SearchAlertCriteria } from '@/lib/alerts/match';

const anything: SearchAlertCriteria = {
  goal: 0,
  typeWebIds: '',
  zones: '',
  towns: '',
  priceMin: null,
  priceMax: null,
  bedroomsMin: null,
  surfaceMin: null,
};
const ghentHouse: AlertCandidate = {
  goal: 0,
  webIds: [1],
  zip: '9000',
  townNames: ['Gand', 'Gent', 'Ghent'],
  countryId: 10,
  price: 450_000,
  bedrooms: 3,
  surface: 180,
};

describe('alertMatches', () => {
  it.each([
    ['any sale', anything, true],
    ['a rental demand', { ...anything, goal: 1 }, false],
    ['type house', { ...anything, typeWebIds: '1,2' }, true],
    ['type land only', { ...anything, typeWebIds: '3' }, false],
    ['Flanders', { ...anything, zones: 'flanders' }, true],
    ['East Flanders', { ...anything, zones: 'east-flanders' }, true],
    ['Brussels or Wallonia', { ...anything, zones: 'brussels,wallonia' }, false],
    ['price up to 450 000 (inclusive)', { ...anything, priceMax: 450_000 }, true],
    ['price up to 449 999', { ...anything, priceMax: 449_999 }, false],
    ['price from 450 000 (inclusive)', { ...anything, priceMin: 450_000 }, true],
    ['price from 450 001', { ...anything, priceMin: 450_001 }, false],
    ['3 bedrooms or more', { ...anything, bedroomsMin: 3 }, true],
    ['4 bedrooms or more', { ...anything, bedroomsMin: 4 }, false],
    ['Ghent, named in Dutch', { ...anything, towns: 'Gent|9000' }, true],
    ['Ghent, named in French with other capitals', { ...anything, towns: 'GAND|9000' }, true],
    ['Ghent or Antwerp', { ...anything, towns: 'Antwerpen|2000\nGent|9000' }, true],
    ['Antwerp only', { ...anything, towns: 'Antwerpen|2000' }, false],
    ['another town of the same postcode', { ...anything, towns: 'Mariakerke|9000' }, false],
    ['Ghent and East Flanders', { ...anything, towns: 'Gent|9000', zones: 'east-flanders' }, true],
    ['Ghent but only in Wallonia', { ...anything, towns: 'Gent|9000', zones: 'wallonia' }, false],
    ['180 m² or more (inclusive)', { ...anything, surfaceMin: 180 }, true],
    ['181 m² or more', { ...anything, surfaceMin: 181 }, false],
  ] as const)('%s → %s', (_name, alert, expected) => {
    expect(alertMatches(alert, ghentHouse)).toBe(expected);
  });

  it('does not drop a property whose price, bedrooms or living area are unknown', () => {
    const unknown = { ...ghentHouse, price: null, bedrooms: null, surface: null };
    expect(alertMatches({ ...anything, priceMax: 100_000, bedroomsMin: 5, surfaceMin: 500 }, unknown)).toBe(true);
  });

  it('matches a property listed under several types by any of them', () => {
    const villa = { ...ghentHouse, webIds: [4, 1] };
    expect(alertMatches({ ...anything, typeWebIds: '1' }, villa)).toBe(true);
    expect(alertMatches({ ...anything, typeWebIds: '4' }, villa)).toBe(true);
    expect(alertMatches({ ...anything, typeWebIds: '2,3' }, villa)).toBe(false);
  });

  it('treats any non-zero goal as rent', () => {
    expect(alertMatches({ ...anything, goal: 1 }, { ...ghentHouse, goal: 2 })).toBe(true);
  });

  it('matches Luxembourg properties only to Luxembourg zones', () => {
    const kirchberg = { ...ghentHouse, zip: '1855', countryId: 50 };
    expect(alertMatches({ ...anything, zones: 'luxembourg' }, kirchberg)).toBe(true);
    expect(alertMatches({ ...anything, zones: 'brussels' }, kirchberg)).toBe(false);
  });
});
