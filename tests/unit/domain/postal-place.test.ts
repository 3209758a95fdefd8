import { describe, expect, it } from 'vitest';
import { placeText, postcodeText } from '@/lib/domain/postal-place';
import { BELGIUM_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID } from '@/lib/domain/region';

describe('postcodeText', () => {
  it.each([
    ['1616', LUXEMBOURG_COUNTRY_ID, 'L-1616'],
    ['L-1616', LUXEMBOURG_COUNTRY_ID, 'L-1616'],
    ['l1616', LUXEMBOURG_COUNTRY_ID, 'L-1616'],
    [' 1180 ', BELGIUM_COUNTRY_ID, '1180'],
  ])('writes %s (country %i) as %s', (zip, countryId, expected) => {
    expect(postcodeText(zip, countryId)).toBe(expected);
  });
});

describe('placeText', () => {
  const luxembourg = { zip: '1616', town: 'Luxembourg', countryId: LUXEMBOURG_COUNTRY_ID };

  it('leaves the country out in Belgium', () => {
    expect(placeText({ zip: '1180', town: 'Uccle', countryId: BELGIUM_COUNTRY_ID }, 'fr')).toBe('1180 Uccle');
  });

  it.each([
    ['fr', 'L-1616 Luxembourg, Luxembourg'],
    ['nl', 'L-1616 Luxembourg, Luxemburg'],
    ['en', 'L-1616 Luxembourg, Luxembourg'],
    ['de', 'L-1616 Luxembourg, Luxemburg'],
  ] as const)('names Luxembourg in the reader’s language (%s)', (locale, expected) => {
    expect(placeText(luxembourg, locale)).toBe(expected);
  });

  it('still reads without a town name', () => {
    expect(placeText({ zip: '4001', town: '', countryId: LUXEMBOURG_COUNTRY_ID }, 'en')).toBe('L-4001, Luxembourg');
  });
});
