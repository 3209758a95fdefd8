import { describe, expect, it } from 'vitest';
import { isKeptPageUrl, sharedPageTags } from '@/lib/page-cache/shared-pages';

const tagsOf = (path: string, query = '') => sharedPageTags(path, new URLSearchParams(query));

describe('sharedPageTags', () => {
  it.each([
    '/fr',
    '/fr/',
    '/nl/for-sale',
    '/fr/for-sale/mons/maison/41001',
    '/de/for-rent/',
    '/en/projects/liege/x/7',
    '/fr/our-agency/news/a',
    '/fr/contact/',
    '/fr/thank-you/contact',
    '/nl/free-valuation/',
    '/fr/privacy-statement/',
  ])('shares %s, made of the site content', (path) => expect(tagsOf(path)).toContain('site-content'));

  it.each([
    '/',
    '/fr/owner/',
    '/fr/login/',
    '/fr/login/reset',
    '/fr/preview/11',
    '/fr/unsubscribe/',
    '/fr/visit/token/',
    '/fr/favourites/',
    '/fr/page-not-found/',
    '/fr/whatever/',
    '/fr/test-error/',
    '/fr/constructor/',
    '/xx/for-sale/',
  ])('keeps %s per request', (path) => expect(tagsOf(path)).toBeNull());

  it('ties a property page to its property and slots, not to the listings', () => {
    const tags = tagsOf('/fr/for-sale/gent/huis/41001/');
    expect(tags).toEqual(expect.arrayContaining(['property:41001', 'visit-slots:41001', 'properties']));
    expect(tags).not.toContain('listings');
    expect(tags).not.toContain('property:41002');
  });

  it('ties the listings and the home page to the listings, not to one property', () => {
    for (const path of ['/fr/for-sale/', '/nl/for-rent/', '/de/']) {
      expect(tagsOf(path)).toContain('listings');
      expect(tagsOf(path)?.some((tag) => tag.startsWith('property:'))).toBe(false);
    }
  });

  it("ties the contact page asked about a property to that property's slots", () => {
    expect(tagsOf('/fr/contact/', 'property=41016&subject=visit')).toContain('visit-slots:41016');
    expect(tagsOf('/fr/contact/')?.some((tag) => tag.startsWith('visit-slots:'))).toBe(false);
  });

  it('ties the agency page to the testimonials and a legal page to the site content alone', () => {
    expect(tagsOf('/fr/our-agency/')).toContain('testimonials');
    expect(tagsOf('/fr/disclaimer/')).toEqual(['site-content']);
  });
});

describe('isKeptPageUrl', () => {
  it.each([
    '/fr/',
    '/fr',
    '/nl/te-koop/',
    '/de/zu-vermieten/aachen/haus/41001/',
    '/fr/projets/',
    '/de/kontakt/',
    '/nl/bedankt/contact/',
    '/en/our-agency/news/a/',
    '/fr/cookie-policy/',
  ])('reads %s as a page anyone may be shown', (path) => expect(isKeptPageUrl(path)).toBe(true));

  it.each([
    '/',
    '/for-sale/',
    '/fr/espace-proprietaire/',
    '/nl/eigenaar/',
    '/fr/login/',
    '/fr/login/mot-de-passe-oublie/',
    '/fr/favoris/',
    '/fr/desinscription/',
    '/fr/preview/3/',
    '/fr/a-vendre-ailleurs/',
    '/fr/te-koop/',
    '/api/search/',
    '/admin/',
    '/_next/static/chunks/a.js',
  ])('reads %s as a page of one visitor, or none', (path) => expect(isKeptPageUrl(path)).toBe(false));
});
