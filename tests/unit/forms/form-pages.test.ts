import { describe, expect, it } from 'vitest';
import { formPagePath, isSitePagePath, postLocale } from '@/lib/forms/form-pages';

describe('formPagePath', () => {
  it.each([
    ['contact', {}, 'fr', '/fr/contact/?draft=1#form-contact'],
    ['contact', { propertyId: '12' }, 'nl', '/nl/contact/?property=12&draft=1#form-contact'],
    ['contact', { projectId: 4 }, 'de', '/de/kontakt/?project=4&draft=1#form-contact'],
    ['visit', { propertyId: '12' }, 'nl', '/nl/contact/?property=12&subject=visit&draft=1#form-visit'],
    ['offer', { propertyId: 12 }, 'fr', '/fr/contact/?property=12&subject=offer&draft=1#form-offer'],
    [
      'rent-application',
      { propertyId: 12 },
      'en',
      '/en/contact/?property=12&subject=application&draft=1#form-rent-application',
    ],
    [
      'document-request',
      { propertyId: '9' },
      'fr',
      '/fr/contact/?property=9&subject=documents&draft=1#form-document-request',
    ],
    [
      'send-to-friend',
      { propertyId: '9' },
      'fr',
      '/fr/contact/?property=9&subject=send-to-friend&draft=1#form-send-to-friend',
    ],
    ['free-valuation', {}, 'nl', '/nl/gratis-schatting/?draft=1#form-free-valuation'],
    ['demand-register', {}, 'de', '/de/suchauftrag/?draft=1#form-demand-register'],
    ['testimonial', {}, 'fr', '/fr/notre-agence/?draft=1#form-testimonial'],
    ['newsletter', { sourcePage: '/nl/te-koop/' }, 'nl', '/nl/te-koop/?draft=1#form-newsletter'],
    ['newsletter', {}, 'en', '/en/?draft=1#form-newsletter'],
  ] as const)('%s with %j in %s: %s', (form, values, locale, expected) => {
    expect(formPagePath(form, values, locale)).toBe(expected);
  });

  it('never goes back to an address the post names but this site does not', () => {
    for (const sourcePage of ['https://evil.example/', '//evil.example/', '/fr/../x/', '/fr/a?email=x', '/xx/', 42]) {
      expect(formPagePath('newsletter', { sourcePage }, 'fr')).toBe('/fr/?draft=1#form-newsletter');
    }
    expect(formPagePath('visit', { propertyId: '0' }, 'fr')).toBe('/fr/contact/?draft=1#form-visit');
    expect(formPagePath('visit', { propertyId: '12&subject=x' }, 'fr')).toBe('/fr/contact/?draft=1#form-visit');
  });
});

describe('isSitePagePath and postLocale', () => {
  it('knows the site’s page paths and languages', () => {
    expect(isSitePagePath('/fr/a-vendre/uccle/villa/12/')).toBe(true);
    expect(isSitePagePath('/fr/a-vendre')).toBe(false);
    expect(postLocale({ locale: 'de' })).toBe('de');
    expect(postLocale({ locale: 'xx' })).toBe('fr');
    expect(postLocale({})).toBe('fr');
  });
});
