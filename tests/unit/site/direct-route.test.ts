import { describe, expect, it } from 'vitest';
import { CACHE_TAG } from '@/lib/cache/tags';
import { readFileSync } from 'node:fs';
import { DIRECT_ROUTE_HEADER, directRoute, pageAddress, type RoutingSettings } from '@/lib/site/direct-route';
import type { Locale } from '@/lib/i18n/locales';

const ORIGIN = 'https://www.vitrine.example';
const ALL: RoutingSettings = { enabledLocales: ['fr', 'nl', 'en', 'de'], draftRoutes: [] };

const route = (url: string, settings: RoutingSettings = ALL) => {
  const address = pageAddress(url);
  return address && directRoute(address, settings, ORIGIN);
};

/** The `Link` header next-intl's language routing writes for a page (its hreflang alternates and x-default). */
const links = (paths: Partial<Record<Locale | 'x-default', string>>) =>
  Object.entries(paths)
    .map(([locale, path]) => `<${ORIGIN}${path}>; rel="alternate"; hreflang="${locale}"`)
    .join(', ');

describe('directRoute', () => {
  it('sends a shared page at its own address to the route that shows it, with the query as it came', () => {
    expect(route('/fr/a-vendre/?town=liege&page=2')).toMatchObject({
      locale: 'fr',
      url: '/fr/for-sale/?town=liege&page=2',
      internalPath: '/fr/for-sale/',
      tags: [CACHE_TAG.siteContent, CACHE_TAG.listings, CACHE_TAG.references],
    });
    expect(route('/de/zu-vermieten/luxemburg/wohnung/41002/')).toMatchObject({
      url: '/de/for-rent/luxemburg/wohnung/41002/',
      tags: expect.arrayContaining([CACHE_TAG.property(41002), CACHE_TAG.visitSlots(41002)]),
    });
    expect(route('/nl/ons-kantoor/team/sophie/')?.url).toBe('/nl/our-agency/team/sophie/');
    expect(route('/en/')?.url).toBe('/en/');
    expect(route('/nl/bedankt/contact/')?.url).toBe('/nl/thank-you/contact/');
  });

  it("lists the page in each language on offer and its x-default, as next-intl's routing does", () => {
    expect(route('/nl/bedankt/contact/')?.alternates).toBe(
      links({
        fr: '/fr/merci/contact/',
        nl: '/nl/bedankt/contact/',
        en: '/en/thank-you/contact/',
        de: '/de/danke/contact/',
        'x-default': '/merci/contact/',
      }),
    );
    expect(route('/en/for-sale/brussels/flat/7/?tab=map')?.alternates).toBe(
      links({
        fr: '/fr/a-vendre/brussels/flat/7/',
        nl: '/nl/te-koop/brussels/flat/7/',
        en: '/en/for-sale/brussels/flat/7/',
        de: '/de/zu-verkaufen/brussels/flat/7/',
        'x-default': '/a-vendre/brussels/flat/7/',
      }),
    );
    // Without French, x-default is the first language on offer; a language switched off is not listed.
    expect(route('/de/', { enabledLocales: ['nl', 'de'], draftRoutes: [] })?.alternates).toBe(
      links({ nl: '/nl/', de: '/de/', 'x-default': '/' }),
    );
  });

  it.each([
    ['another language spelling the path', '/fr/te-koop/'],
    ["the app's own spelling, which redirects to the language's", '/fr/for-sale/'],
    ['no trailing slash', '/fr/a-vendre'],
    ['capitals in the language', '/FR/a-vendre/'],
    ['an escape to decode', '/de/zu-verkaufen/l%C3%BCttich/haus/7/'],
    ['a language switched off', '/it/'],
    ['a language picked by ?lng=', '/fr/contact/?lng=nl'],
    ['a path outside the URL map (a menu page, a 404)', '/fr/vendre-avec-nous/'],
    ['a thank-you page of no form', '/fr/merci/nulle-part/'],
    ['a page of a session', '/fr/espace-proprietaire/'],
    ['a page of a token', '/nl/uitschrijven/'],
    ["the visitor's own list", '/en/favourites/'],
    ['the back-office', '/admin/leads/'],
    ['the old site', '/property/41001/'],
    ['an empty path', '/'],
  ])('leaves %s to the proxy', (_, url) => {
    expect(route(url)).toBeNull();
  });

  it('leaves a page whose menu page is a draft to the proxy, which answers the 404 page', () => {
    expect(route('/fr/estimation-gratuite/', { ...ALL, draftRoutes: ['/free-valuation'] })).toBeNull();
    expect(route('/fr/estimation-gratuite/')).not.toBeNull();
  });

  it('leaves a language the site does not offer to the proxy, which redirects it', () => {
    expect(route('/en/contact/', { enabledLocales: ['fr', 'nl'], draftRoutes: [] })).toBeNull();
  });
});

describe('DIRECT_ROUTE_HEADER', () => {
  it("is the header whose presence keeps Next from running the proxy on a page (proxy.ts's matcher)", () => {
    // The matcher must be a literal for Next to read it at build time.
    expect(readFileSync('proxy.ts', 'utf8')).toContain(`missing: [{ type: 'header', key: '${DIRECT_ROUTE_HEADER}' }]`);
  });
});
