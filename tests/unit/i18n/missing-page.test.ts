import { describe, expect, it } from 'vitest';
import { isMissingPage } from '@/lib/i18n/missing-page';

describe('isMissingPage', () => {
  it.each([
    '/',
    '/for-sale/',
    '/for-sale/bruxelles/maison/41001/',
    '/for-rent/-/-/12/',
    '/our-agency/team/sophie-lambert/',
    '/preview/11/',
    '/thank-you/contact/',
    '/login/forgot/',
    '/owner/',
  ])('lets %s reach its page', (path) => {
    expect(isMissingPage(path, 'fr')).toBe(false);
  });

  it.each([
    ['/nimporte-quoi/', 'a path no route claims'],
    ['/for-sale/bruxelles/', 'a property address cut short'],
    ['/for-sale/a/b/c/d/', 'a property address one segment too long'],
    ['/thank-you/', 'a thank-you page without its form'],
    ['/thank-you/nope/', 'a thank-you page of no form'],
    ['/thank-you/contact/extra/', 'a thank-you page one segment too long'],
    ['/page-not-found/', 'the 404 page itself, which only the proxy rewrites to'],
  ])('answers %s with the 404 page: %s', (path) => {
    expect(isMissingPage(path, 'fr')).toBe(true);
  });

  it('knows a thank-you slug of any language, since a visitor may switch language on the page', () => {
    expect(isMissingPage('/thank-you/contacteer-mij/', 'fr')).toBe(false);
    expect(isMissingPage('/thank-you/rueckruf/', 'nl')).toBe(false);
  });

  it('lets through routes outside the URL map that the app names', () => {
    expect(isMissingPage('/test-error/', 'fr')).toBe(true);
    expect(isMissingPage('/test-error/', 'fr', ['/test-error'])).toBe(false);
  });
});
