import { describe, expect, it } from 'vitest';
import { REGIONS, regionFromPostcode, type Region } from '@/lib/domain/region';

describe('regionFromPostcode (Belgium)', () => {
  it.each<[Region, (string | number)[]]>([
    // Each region's first and last postcode, and a postcode written as text.
    ['brussels', [1000, 1050, 1299, '1000']],
    ['wallonia', [1300, 1499, 4000, 7999, ' 4000 ']],
    ['flanders', [1500, 3999, 8000, 9999, '9000']],
  ])('%s has %j', (region, zips) => {
    for (const zip of zips) {
      expect(regionFromPostcode(zip), `${zip}`).toBe(region);
      expect(regionFromPostcode(zip, 10), `${zip} in country 10`).toBe(region);
      expect(regionFromPostcode(zip, null), `${zip} in no country`).toBe(region);
    }
  });

  it.each<string | number>([
    // Numbers out of range or not whole.
    ...[999, 10000, 0, -1000, 1000.5, Number.NaN, Number.POSITIVE_INFINITY],
    // Text that is not four digits in range.
    ...['0999', '999', '10000', '12a4', '1000.0', 'B-1000', '', 'abcd'],
  ])('%j has no region', (zip) => {
    expect(regionFromPostcode(zip)).toBeNull();
    expect(regionFromPostcode(zip, 10)).toBeNull();
    expect(regionFromPostcode(zip, null)).toBeNull();
  });

  it.each([null, undefined])('a missing postcode (%j) has no region', (zip) => {
    expect(regionFromPostcode(zip, 10)).toBeNull();
  });
});

describe('regionFromPostcode (other countries)', () => {
  it.each([1234, '1234', 'L-1234', 'l-1234', 'L1234', ' L-9999 '])('%j is in Luxembourg', (zip) => {
    expect(regionFromPostcode(zip, 50)).toBe('luxembourg');
  });

  it.each(['L-123', 'L-12345', 'L-', '0123', 999, 'B-1234', ''])('%j is no Luxembourg postcode', (zip) => {
    expect(regionFromPostcode(zip, 50)).toBeNull();
  });

  it('gives no region in another country (20), nor to a Luxembourg postcode in Belgium (10)', () => {
    expect(regionFromPostcode(1000, 20)).toBeNull();
    expect(regionFromPostcode('75001', 20)).toBeNull();
    expect(regionFromPostcode('L-1234', 10)).toBeNull();
  });
});

describe('REGIONS', () => {
  it('lists every region once', () => {
    expect([...REGIONS].sort()).toEqual(['brussels', 'flanders', 'luxembourg', 'wallonia']);
  });
});
