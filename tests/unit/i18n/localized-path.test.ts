import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/lib/i18n/localized-path';
import { THANK_YOU_FORMS, thankYouFormFromSlug, thankYouSlug } from '@/lib/i18n/thank-you-forms';

describe('localizedPath', () => {
  it.each([
    ['/', 'fr', '/fr/'],
    ['/for-sale', 'nl', '/nl/te-koop/'],
    ['/for-rent', 'de', '/de/zu-vermieten/'],
    ['/projects', 'fr', '/fr/projets/'],
    ['/contact', 'de', '/de/kontakt/'],
    ['/demand-register', 'nl', '/nl/zoekopdracht/'],
    ['/free-valuation', 'de', '/de/kostenlose-bewertung/'],
    ['/our-agency', 'nl', '/nl/ons-kantoor/'],
    ['/privacy-statement', 'de', '/de/datenschutz/'],
    ['/cookie-policy', 'nl', '/nl/cookiebeleid/'],
    ['/disclaimer', 'de', '/de/haftungsausschluss/'],
    ['/login', 'en', '/en/login/'],
    ['/owner', 'fr', '/fr/espace-proprietaire/'],
    ['/owner', 'de', '/de/eigentuemer/'],
  ] as const)('%s in %s is %s', (pathname, locale, expected) => {
    expect(localizedPath(pathname, locale)).toBe(expected);
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
