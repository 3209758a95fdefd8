import { describe, expect, it } from 'vitest';
import { menuPageAddress } from '@/lib/admin/menu-page-address';
import type { Locale } from '@/lib/i18n/locales';

const page = { type: 'page', redirectUrl: null, routeKey: null };

describe('menuPageAddress (the public address the page list shows)', () => {
  it.each<[string, Partial<Record<Locale, string>>]>([
    [
      '/demand-register',
      { fr: '/fr/recherche/', nl: '/nl/zoekopdracht/', en: '/en/demand-register/', de: '/de/suchauftrag/' },
    ],
    ['/free-valuation', { nl: '/nl/gratis-schatting/' }],
    ['/our-agency', { de: '/de/unsere-agentur/' }],
    ['/', { fr: '/fr/', nl: '/nl/' }],
  ])('%s: %j', (routeKey, paths) => {
    for (const [locale, path] of Object.entries(paths) as [Locale, string][]) {
      expect(menuPageAddress({ ...page, routeKey }, locale), locale).toEqual({ kind: 'route', path });
    }
  });

  it('gives a redirect its address, whatever route it names', () => {
    const redirect = { type: 'redirect', redirectUrl: 'https://promo.example/', routeKey: '/projects' };
    expect(menuPageAddress(redirect, 'fr')).toEqual({ kind: 'redirect', url: 'https://promo.example/' });
  });

  it.each([
    ['a page without a route', page],
    ['a route with parameters, which no menu entry links to', { ...page, routeKey: '/for-sale/[city]/[title]/[id]' }],
    ['a route the router does not know', { ...page, routeKey: '/nieuws' }],
    ['a redirect without its address', { type: 'redirect', redirectUrl: null, routeKey: null }],
  ])('finds no address for %s: a heading of the menu', (_, row) => {
    expect(menuPageAddress(row, 'nl')).toEqual({ kind: 'heading' });
  });
});
