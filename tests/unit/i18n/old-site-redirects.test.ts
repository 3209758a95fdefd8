import { describe, expect, it } from 'vitest';
import { resolveOriginalPath, type OriginalPathContext } from '@/lib/i18n/old-site-redirects';

const context: OriginalPathContext = {
  search: '',
  queryLocale: null,
  visitorLocale: 'nl',
  promotionUrl: 'https://promo.example/',
};

describe('resolveOriginalPath', () => {
  it.each([
    ['/for-sale/', '/fr/a-vendre/'],
    ['/for-rent/', '/fr/a-louer/'],
    ['/contact/', '/fr/contact/'],
    ['/demand-register/', '/fr/recherche/'],
    ['/contact-demand/', '/fr/estimation-gratuite/'],
    ['/Privacy-statement/', '/fr/privacy-statement/'],
    ['/Cookie-policy/', '/fr/cookie-policy/'],
    ['/Disclaimer/', '/fr/disclaimer/'],
    ['/Notre-agence/', '/fr/notre-agence/'],
    ['/for-sale', '/fr/a-vendre/'],
    ['/feedback/contact-me/', '/fr/merci/contactez-moi/'],
    ['/feedback/contact-appointment/', '/fr/merci/rendez-vous/'],
    ['/feedback/contact-construction/', '/fr/merci/projet/'],
    ['/feedback/contact-demand/', '/fr/merci/estimation-gratuite/'],
    ['/feedback/demand-register/', '/fr/merci/recherche/'],
    ['/feedback/send-to-friend/', '/fr/merci/envoyer-a-un-ami/'],
    ['/feedback/site-contact/', '/fr/merci/contact/'],
    ['/feedback/sign-newsletter/', '/fr/merci/newsletter/'],
  ])('%s goes to the French page %s', (path, location) => {
    expect(resolveOriginalPath(path, context)).toEqual({ kind: 'redirect', location, followsVisitor: false });
  });

  it.each([
    ['/', '/nl/'],
    ['/login/', '/nl/login/'],
  ])('%s follows the visitor language', (path, location) => {
    expect(resolveOriginalPath(path, context)).toEqual({ kind: 'redirect', location, followsVisitor: true });
  });

  it('honours ?lng= over the visitor language and the French default', () => {
    const withLng = { ...context, queryLocale: 'de' as const };
    expect(resolveOriginalPath('/', withLng)).toEqual({ kind: 'redirect', location: '/de/', followsVisitor: false });
    expect(resolveOriginalPath('/for-rent/', withLng)).toMatchObject({ location: '/de/zu-vermieten/' });
    expect(resolveOriginalPath('/feedback/send-to-friend/', withLng)).toMatchObject({
      location: '/de/danke/weiterempfehlen/',
    });
  });

  it('keeps the query string', () => {
    expect(resolveOriginalPath('/for-sale/', { ...context, search: '?city=Gent|9000&type=1' })).toMatchObject({
      location: '/fr/a-vendre/?city=Gent|9000&type=1',
    });
  });

  it('sends /Promotion/ to the external promotion site', () => {
    expect(resolveOriginalPath('/Promotion/', context)).toMatchObject({ location: 'https://promo.example/' });
  });

  it('hands /property/{id}/ to the property page in the asked language', () => {
    expect(resolveOriginalPath('/property/1042/', context)).toEqual({
      kind: 'property',
      id: 1042,
      locale: 'fr',
      search: '',
    });
    expect(resolveOriginalPath('/property/1042/', { ...context, queryLocale: 'en' })).toMatchObject({ locale: 'en' });
  });

  it.each([
    '/fr/a-vendre/',
    '/nl/',
    '/property/abc/',
    '/property/12/extra/',
    '/feedback/unknown/',
    '/testing-testing/',
    '/nothing-here/',
    // Names every object inherits are no original paths (an `in` lookup took them for some).
    '/constructor/',
    '/__proto__/',
    '/toString/',
    '/hasOwnProperty/',
    '/valueOf/',
    '/feedback/constructor/',
    '/feedback/__proto__/',
    '/feedback/toString/',
  ])('leaves %s alone', (path) => {
    expect(resolveOriginalPath(path, context)).toBeNull();
  });
});
