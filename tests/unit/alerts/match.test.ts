import { describe, expect, it } from 'vitest';
import { alertMatches } from '@/lib/alerts/match';
import { anyAlert, ghentHouse } from '../../support/search-alerts';

describe('alertMatches', () => {
  it.each([
    ['any sale', anyAlert, true],
    ['a rental demand', { ...anyAlert, goal: 1 }, false],
    ['type house', { ...anyAlert, typeWebIds: '1,2' }, true],
    ['type land only', { ...anyAlert, typeWebIds: '3' }, false],
    ['Flanders', { ...anyAlert, zones: 'flanders' }, true],
    ['East Flanders', { ...anyAlert, zones: 'east-flanders' }, true],
    ['Brussels or Wallonia', { ...anyAlert, zones: 'brussels,wallonia' }, false],
    ['price up to 450 000 (inclusive)', { ...anyAlert, priceMax: 450_000 }, true],
    ['price up to 449 999', { ...anyAlert, priceMax: 449_999 }, false],
    ['price from 450 000 (inclusive)', { ...anyAlert, priceMin: 450_000 }, true],
    ['price from 450 001', { ...anyAlert, priceMin: 450_001 }, false],
    ['3 bedrooms or more', { ...anyAlert, bedroomsMin: 3 }, true],
    ['4 bedrooms or more', { ...anyAlert, bedroomsMin: 4 }, false],
    ['Ghent, named in Dutch', { ...anyAlert, towns: 'Gent|9000' }, true],
    ['Ghent, named in French with other capitals', { ...anyAlert, towns: 'GAND|9000' }, true],
    ['Ghent or Antwerp', { ...anyAlert, towns: 'Antwerpen|2000\nGent|9000' }, true],
    ['Antwerp only', { ...anyAlert, towns: 'Antwerpen|2000' }, false],
    ['another town of the same postcode', { ...anyAlert, towns: 'Mariakerke|9000' }, false],
    ['Ghent and East Flanders', { ...anyAlert, towns: 'Gent|9000', zones: 'east-flanders' }, true],
    ['Ghent but only in Wallonia', { ...anyAlert, towns: 'Gent|9000', zones: 'wallonia' }, false],
    ['180 m² or more (inclusive)', { ...anyAlert, surfaceMin: 180 }, true],
    ['181 m² or more', { ...anyAlert, surfaceMin: 181 }, false],
  ] as const)('%s → %s', (_name, alert, expected) => {
    expect(alertMatches(alert, ghentHouse)).toBe(expected);
  });

  it('does not drop a property whose price, bedrooms or living area are unknown', () => {
    const unknown = { ...ghentHouse, price: null, bedrooms: null, surface: null };
    expect(alertMatches({ ...anyAlert, priceMax: 100_000, bedroomsMin: 5, surfaceMin: 500 }, unknown)).toBe(true);
  });

  it('matches a property listed under several types by any of them', () => {
    const villa = { ...ghentHouse, webIds: [4, 1] };
    expect(alertMatches({ ...anyAlert, typeWebIds: '1' }, villa)).toBe(true);
    expect(alertMatches({ ...anyAlert, typeWebIds: '4' }, villa)).toBe(true);
    expect(alertMatches({ ...anyAlert, typeWebIds: '2,3' }, villa)).toBe(false);
  });

  it('treats any non-zero goal as rent', () => {
    expect(alertMatches({ ...anyAlert, goal: 1 }, { ...ghentHouse, goal: 2 })).toBe(true);
  });

  it('matches Luxembourg properties only to Luxembourg zones', () => {
    const kirchberg = { ...ghentHouse, zip: '1855', countryId: 50 };
    expect(alertMatches({ ...anyAlert, zones: 'luxembourg' }, kirchberg)).toBe(true);
    expect(alertMatches({ ...anyAlert, zones: 'brussels' }, kirchberg)).toBe(false);
  });
});
