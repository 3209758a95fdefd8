import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isAppPathname } from '@/lib/i18n/routing';
import { listingRobots } from '@/lib/seo/listing-robots';
import { PRIVATE_PAGES, PUBLIC_PAGES } from '@/lib/seo/public-pages';
import { disallowedPaths, ruleMatches } from '@/lib/seo/robots-rules';

const RULES = disallowedPaths(LOCALES);
const blocked = (path: string) => RULES.some((rule) => ruleMatches(rule, path));

describe('robots.txt rules', () => {
  it.each([
    '/fr/login/',
    '/nl/login/',
    '/en/login/forgot-password/',
    '/fr/espace-proprietaire/',
    '/nl/eigenaar/',
    '/de/eigentuemer/',
    '/fr/merci/contact/',
    '/nl/bedankt/zoekopdracht/',
    '/en/thank-you/send-to-friend/',
    '/de/danke/kontakt/',
    '/fr/preview/11/',
    '/en/our-agency/preview-of-the-week/',
    '/login/',
    '/feedback/contact-me/',
    '/api/search/',
    '/nl/favorieten/',
    '/admin/',
    '/admin/sign-in/',
  ])('keeps crawlers out of %s', (path) => {
    expect(blocked(path)).toBe(true);
  });

  it('lets crawlers reach every public page in every language', () => {
    for (const pathname of PUBLIC_PAGES) {
      for (const locale of LOCALES)
        expect([localizedPath(pathname, locale), blocked(localizedPath(pathname, locale))]).toEqual([
          localizedPath(pathname, locale),
          false,
        ]);
    }
    expect(blocked('/fr/a-vendre/ixelles/maison/41001/')).toBe(false);
    expect(blocked('/nl/ons-kantoor/team/sophie-lambert/')).toBe(false);
  });

  it('lists routes that exist, each either public or private', () => {
    for (const pathname of [...PUBLIC_PAGES, ...PRIVATE_PAGES]) expect(isAppPathname(pathname)).toBe(true);
    expect(PUBLIC_PAGES.filter((pathname) => (PRIVATE_PAGES as readonly string[]).includes(pathname))).toEqual([]);
  });
});

describe('ruleMatches', () => {
  it.each<[string, string, boolean]>([
    ['/fr/login/', '/fr/login/', true],
    ['/fr/login/', '/fr/login/forgot/', true],
    ['/fr/login/', '/fr/log/', false],
    ['/*preview', '/fr/preview/3/', true],
    ['/*preview', '/fr/a-vendre/', false],
    ['/*.xml$', '/sitemap.xml', true],
    ['/*.xml$', '/sitemap.xml?x', false],
    ['/a.b', '/aXb', false],
  ])('%s on %s → %s', (rule, path, expected) => {
    expect(ruleMatches(rule, path)).toBe(expected);
  });
});

describe('listingRobots: noindex past the first page of a filter combination', () => {
  const NOINDEX = { index: false, follow: true };
  it.each<[Record<string, string | string[] | undefined>, unknown]>([
    [{}, undefined],
    [{ page: '2' }, undefined],
    [{ page: '7' }, undefined],
    [{ city: 'Ixelles|1050' }, undefined],
    [{ city: 'Ixelles|1050', page: '1' }, undefined],
    [{ city: 'Ixelles|1050', page: '2' }, NOINDEX],
    [{ type: ['1', '2'], page: '3' }, NOINDEX],
    [{ priceMax: '400000', page: '2' }, NOINDEX],
    [{ sort: 'price-asc', page: '2' }, NOINDEX],
    [{ feature: 'garden', page: '2' }, NOINDEX],
    [{ epc: 'c', page: '2' }, NOINDEX],
    [{ available: '2026-12-01', page: '2' }, NOINDEX],
    [{ sort: 'price-m2-asc', page: '2' }, NOINDEX],
    [{ feature: ['garden', 'parking'], epc: 'b' }, undefined],
    [{ city: '', page: '2' }, undefined],
    [{ city: undefined, page: '2' }, undefined],
    [{ utm_source: 'newsletter', page: '2' }, undefined],
    [{ gclid: 'abc', page: '2' }, undefined],
    [{ city: 'Ixelles|1050', page: 'abc' }, undefined],
    [{ city: 'Ixelles|1050', page: '-2' }, undefined],
    [{ city: 'Ixelles|1050', page: ['2', '3'] }, NOINDEX],
  ])('%j → %j', (searchParams, expected) => {
    expect(listingRobots(searchParams)).toEqual(expected);
  });
});
