import { describe, expect, it } from 'vitest';
import { keptQuery } from '@/lib/i18n/language-switcher';
import { routeQueryKeys } from '@/lib/site/route-query-keys';

const LISTING = routeQueryKeys('/for-sale');
const kept = (query: string, keys: readonly string[] = LISTING) => keptQuery(new URLSearchParams(query), keys);

describe('keptQuery', () => {
  it('keeps a listing’s filters, sort, page and view', () => {
    expect(kept('city=Uccle%7C1180&type=2&sort=price-asc&page=3&view=map')).toEqual({
      city: 'Uccle|1180',
      type: '2',
      sort: 'price-asc',
      page: '3',
      view: 'map',
    });
  });

  it('keeps every value of a repeated parameter, in order', () => {
    expect(kept('region=brussels&region=wallonia&bedrooms=2')).toEqual({
      region: ['brussels', 'wallonia'],
      bedrooms: '2',
    });
  });

  it('keeps the outdoor, energy and availability criteria and the price per m² sort, the same in every language', () => {
    expect(kept('feature=garden&feature=parking&epc=c&available=2026-12-01&sort=price-m2-asc')).toEqual({
      feature: ['garden', 'parking'],
      epc: 'c',
      available: '2026-12-01',
      sort: 'price-m2-asc',
    });
  });

  it('keeps an empty value as sent', () => {
    expect(kept('q=&page=2')).toEqual({ q: '', page: '2' });
    expect(kept('property=41001&subject=visit', routeQueryKeys('/contact'))).toEqual({
      property: '41001',
      subject: 'visit',
    });
  });

  it('drops what the page does not read: setcookies, campaign tags, form fields a browser put in the address', () => {
    expect(kept('setcookies&page=2&utm_source=x')).toEqual({ page: '2' });
    expect(kept('firstName=Jean&email=jean%40example.be&property=12', routeQueryKeys('/contact'))).toEqual({
      property: '12',
    });
    expect(kept('tab=photos&email=x', routeQueryKeys('/for-sale/[city]/[title]/[id]'))).toEqual({ tab: 'photos' });
    expect(kept('page=2', routeQueryKeys('/our-agency'))).toEqual({});
    expect(kept('')).toEqual({});
  });
});
