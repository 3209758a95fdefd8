import { describe, expect, it } from 'vitest';
import { blankFilterParams, rawValues } from '@/lib/listing/listing-params';

describe('blankFilterParams', () => {
  it('finds the blank fields a form sent without JavaScript adds', () => {
    expect(blankFilterParams(new URLSearchParams('city=&type=2&priceMin=&region=&sort=newest&utm_source='))).toEqual([
      'city',
      'region',
      'priceMin',
    ]);
    expect(blankFilterParams({ type: '2', region: ['', 'namur'] })).toEqual([]);
    expect(blankFilterParams({})).toEqual([]);
  });
});

describe('rawValues', () => {
  it('gives back what was typed in a field that could not be read', () => {
    const params = new URLSearchParams('priceMin=abc&priceMax=200000&surfaceMin=90&ref=X-1');
    expect(rawValues(params, ['priceMin', 'ref'])).toEqual({ priceMin: 'abc', ref: 'X-1' });
    expect(rawValues(new URLSearchParams('priceMin=500000&priceMax=200000'), ['priceRange'])).toEqual({
      priceMin: '500000',
      priceMax: '200000',
    });
    expect(rawValues(params, [])).toEqual({});
    expect(rawValues(new URLSearchParams(`ref=${'9'.repeat(60)}`), ['ref'])).toEqual({ ref: '9'.repeat(40) });
  });
});
