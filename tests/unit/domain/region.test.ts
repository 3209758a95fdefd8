import { describe, expect, it } from 'vitest';
import { REGIONS, regionFromPostcode, type Region } from '@/lib/domain/region';

describe('regionFromPostcode (Belgium)', () => {
  it.each<[string | number, Region | null]>([
    [999, null],
    [1000, 'brussels'],
    [1050, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
    [10000, null],
    [0, null],
    [-1000, null],
    [1000.5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['1000', 'brussels'],
    [' 4000 ', 'wallonia'],
    ['9000', 'flanders'],
    ['0999', null],
    ['999', null],
    ['10000', null],
    ['12a4', null],
    ['1000.0', null],
    ['B-1000', null],
    ['', null],
    ['abcd', null],
  ])('%j → %j', (zip, region) => {
    expect(regionFromPostcode(zip)).toBe(region);
    expect(regionFromPostcode(zip, 10)).toBe(region);
    expect(regionFromPostcode(zip, null)).toBe(region);
  });

  it.each([null, undefined])('a missing postcode (%j) has no region', (zip) => {
    expect(regionFromPostcode(zip, 10)).toBeNull();
  });
});

describe('regionFromPostcode (other countries)', () => {
  it.each<[string | number, number, Region | null]>([
    [1234, 50, 'luxembourg'],
    ['1234', 50, 'luxembourg'],
    ['L-1234', 50, 'luxembourg'],
    ['l-1234', 50, 'luxembourg'],
    ['L1234', 50, 'luxembourg'],
    [' L-9999 ', 50, 'luxembourg'],
    ['L-123', 50, null],
    ['L-12345', 50, null],
    ['L-', 50, null],
    ['0123', 50, null],
    [999, 50, null],
    ['B-1234', 50, null],
    ['', 50, null],
    [1000, 20, null],
    ['75001', 20, null],
    ['L-1234', 10, null],
  ])('%j in country %i → %j', (zip, countryId, region) => {
    expect(regionFromPostcode(zip, countryId)).toBe(region);
  });
});

describe('REGIONS', () => {
  it('lists every region once', () => {
    expect([...REGIONS].sort()).toEqual(['brussels', 'flanders', 'luxembourg', 'wallonia']);
  });
});
