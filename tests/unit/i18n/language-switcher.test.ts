import { describe, expect, it } from 'vitest';
import { keptQuery } from '@/lib/i18n/language-switcher';

describe('keptQuery', () => {
  it('keeps a listing’s filters, sort, page and view', () => {
    expect(keptQuery(new URLSearchParams('city=Uccle%7C1180&type=2&sort=price-asc&page=3&view=map'))).toEqual({
      city: 'Uccle|1180',
      type: '2',
      sort: 'price-asc',
      page: '3',
      view: 'map',
    });
  });

  it('keeps every value of a repeated parameter, in order', () => {
    expect(keptQuery(new URLSearchParams('region=brussels&region=wallonia&bedrooms=2'))).toEqual({
      region: ['brussels', 'wallonia'],
      bedrooms: '2',
    });
  });

  it('keeps the outdoor, energy and availability criteria and the price per m² sort, the same in every language', () => {
    expect(
      keptQuery(new URLSearchParams('feature=garden&feature=parking&epc=c&available=2026-12-01&sort=price-m2-asc')),
    ).toEqual({ feature: ['garden', 'parking'], epc: 'c', available: '2026-12-01', sort: 'price-m2-asc' });
  });

  it('keeps an empty value as sent', () => {
    expect(keptQuery(new URLSearchParams('q=&property=41001'))).toEqual({ q: '', property: '41001' });
  });

  it('drops setcookies, which would ask for consent again', () => {
    expect(keptQuery(new URLSearchParams('setcookies&page=2'))).toEqual({ page: '2' });
    expect(keptQuery(new URLSearchParams(''))).toEqual({});
  });
});
