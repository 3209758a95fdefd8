import { describe, expect, it } from 'vitest';
import { fillsRoute, internalPath, localizedPath, matchLocalizedPath, routeOfPath } from '@/lib/i18n/localized-path';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { routing, type AppPathname } from '@/lib/i18n/routing';
import { THANK_YOU_FORMS, thankYouFormFromSlug, thankYouSlug } from '@/lib/i18n/thank-you-forms';

describe('localizedPath', () => {
  it.each<[Locale, Partial<Record<AppPathname, string>>]>([
    ['fr', { '/': '/fr/', '/projects': '/fr/projets/', '/owner': '/fr/espace-proprietaire/' }],
    [
      'nl',
      {
        '/for-sale': '/nl/te-koop/',
        '/demand-register': '/nl/zoekopdracht/',
        '/our-agency': '/nl/ons-kantoor/',
        '/cookie-policy': '/nl/cookiebeleid/',
      },
    ],
    ['en', { '/login': '/en/login/' }],
    [
      'de',
      {
        '/for-rent': '/de/zu-vermieten/',
        '/contact': '/de/kontakt/',
        '/free-valuation': '/de/kostenlose-bewertung/',
        '/privacy-statement': '/de/datenschutz/',
        '/disclaimer': '/de/haftungsausschluss/',
        '/owner': '/de/eigentuemer/',
      },
    ],
  ])('in %s: %j', (locale, paths) => {
    for (const [pathname, expected] of Object.entries(paths)) {
      expect(localizedPath(pathname as AppPathname, locale), pathname).toBe(expected);
    }
  });

  it('fills and encodes dynamic segments', () => {
    expect(
      localizedPath('/for-sale/[city]/[title]/[id]', 'fr', { city: 'liege', title: 'maison-4-facades', id: 12 }),
    ).toBe('/fr/a-vendre/liege/maison-4-facades/12/');
    expect(localizedPath('/thank-you/[form]', 'nl', { form: 'a b' })).toBe('/nl/bedankt/a%20b/');
  });

  it('refuses a missing param instead of printing "undefined"', () => {
    expect(() => localizedPath('/projects/[city]/[title]/[id]', 'en', { city: 'x', title: 'y' })).toThrow(/id/);
  });

  it('fills a catch-all segment with each part encoded', () => {
    expect(localizedPath('/our-agency/[...path]', 'nl', { path: ['team', 'sophie-lambert'] })).toBe(
      '/nl/ons-kantoor/team/sophie-lambert/',
    );
    expect(localizedPath('/our-agency/[...path]', 'fr', { path: ['a b', 'c/d'] })).toBe(
      '/fr/notre-agence/a%20b/c%2Fd/',
    );
    expect(() => localizedPath('/our-agency/[...path]', 'fr', { path: [] })).toThrow(/path/);
  });
});

describe('routeOfPath', () => {
  const params = { city: 'liege', title: 'maison', id: 12, form: 'contact', token: 'abc', path: ['team', 'sophie'] };

  it('finds the route of every localized path, in every language, with or without its trailing slash', () => {
    for (const locale of LOCALES) {
      for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
        const path = localizedPath(pathname, locale, params);
        expect(routeOfPath(path, locale), path).toBe(pathname);
        expect(routeOfPath(path.replace(/\/$/, ''), locale), path).toBe(pathname);
      }
    }
  });

  it('finds the route of its own spelling in every language, as a page the server routed sees it rendered', () => {
    for (const locale of LOCALES) {
      for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
        const path = internalPath(pathname, locale, params);
        expect(routeOfPath(path, locale), path).toBe(pathname);
      }
    }
  });

  it("finds a route below another route's address, and reads an address as it is escaped", () => {
    expect(routeOfPath('/fr/login/mot-de-passe-oublie/', 'fr')).toBe('/login/forgot');
    expect(routeOfPath('/de/zu-verkaufen/l%C3%BCttich/haus/7/', 'de')).toBe('/for-sale/[city]/[title]/[id]');
    expect(routeOfPath('/nl/ons-kantoor/team/sophie/', 'nl')).toBe('/our-agency/[...path]');
  });

  it('gives a path no route claims back without its language, as next-intl does', () => {
    expect(routeOfPath('/fr/nulle-part/', 'fr')).toBe('/nulle-part/');
    // Another language's spelling is not this language's route.
    expect(routeOfPath('/fr/te-koop/', 'fr')).toBe('/te-koop/');
    expect(routeOfPath('/fr/%E0%A4%A/', 'fr')).toBe('/%E0%A4%A/');
  });
});

describe('thank-you slugs', () => {
  it('round-trips every form in every language', () => {
    for (const form of THANK_YOU_FORMS) {
      for (const locale of ['fr', 'nl', 'en', 'de'] as const) {
        expect(thankYouFormFromSlug(thankYouSlug(form, locale), locale)).toBe(form);
      }
    }
  });

  it('recognises another language slug so the page can redirect to its own', () => {
    expect(thankYouFormFromSlug('contactez-moi', 'de')).toBe('contact-me');
    expect(thankYouFormFromSlug('nope', 'fr')).toBeNull();
  });
});

describe('matchLocalizedPath', () => {
  it("reads a route's parameters from a localized path, a list of segments as a list", () => {
    expect(matchLocalizedPath('/te-koop/gent/huis/12', 'nl')).toEqual({
      pathname: '/for-sale/[city]/[title]/[id]',
      params: { city: 'gent', title: 'huis', id: '12' },
    });
    expect(matchLocalizedPath('/unsere-agentur/team/sophie', 'de')).toEqual({
      pathname: '/our-agency/[...path]',
      params: { path: ['team', 'sophie'] },
    });
    expect(matchLocalizedPath('', 'en')).toEqual({ pathname: '/', params: {} });
  });

  it('claims no path of another language or outside the URL map', () => {
    expect(matchLocalizedPath('/te-koop', 'fr')).toBeNull();
    expect(matchLocalizedPath('/nulle-part', 'fr')).toBeNull();
  });
});

describe('internalPath', () => {
  it("writes a route's own spelling after the language, as the language routing rewrites to", () => {
    expect(internalPath('/for-sale/[city]/[title]/[id]', 'de', { city: 'gent', title: 'huis', id: 12 })).toBe(
      '/de/for-sale/gent/huis/12/',
    );
    expect(internalPath('/our-agency/[...path]', 'nl', { path: ['team', 'sophie'] })).toBe(
      '/nl/our-agency/team/sophie/',
    );
    expect(internalPath('/', 'fr')).toBe('/fr/');
  });
});

describe('fillsRoute', () => {
  it('says whether the parameters give every one the route names, as localizedPath needs them', () => {
    expect(fillsRoute('/contact')).toBe(true);
    expect(fillsRoute('/for-sale/[city]/[title]/[id]', { city: 'liege', title: 'maison', id: 12 })).toBe(true);
    expect(fillsRoute('/for-sale/[city]/[title]/[id]', { city: 'liege', title: 'maison' })).toBe(false);
    expect(fillsRoute('/our-agency/[...path]', { path: ['team'] })).toBe(true);
    expect(fillsRoute('/our-agency/[...path]', { path: [] })).toBe(false);
    expect(() => localizedPath('/our-agency/[...path]', 'fr', { path: [] })).toThrow(/Missing param/);
  });
});
