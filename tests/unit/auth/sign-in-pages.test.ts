import { describe, expect, it } from 'vitest';
import { isSignInPagePath, signedInPath, signInPagePath } from '@/lib/auth/sign-in-pages';

describe('signInPagePath and signedInPath', () => {
  it('lead an owner to the portal in the page’s language', () => {
    expect(signInPagePath('owner', 'nl')).toBe('/nl/login/');
    expect(signedInPath('owner', 'fr')).toBe('/fr/espace-proprietaire/');
    expect(signedInPath('owner', 'de')).toBe('/de/eigentuemer/');
  });

  it('lead a member of staff to the back-office, which has no language in its paths', () => {
    expect(signInPagePath('staff', 'nl')).toBe('/admin/sign-in/');
    expect(signedInPath('staff', 'nl')).toBe('/admin/');
  });
});

describe('isSignInPagePath', () => {
  it.each(['/fr/login/', '/nl/login', '/en/login/', '/de/login/', '/admin/sign-in/', '/admin/sign-in'])(
    '%s is a sign-in page',
    (path) => {
      expect(isSignInPagePath(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/fr/',
    '/fr/login/mot-de-passe-oublie/',
    '/xx/login/',
    '/login/',
    '/admin/',
    '/fr/espace-proprietaire/',
  ])('%s is not', (path) => {
    expect(isSignInPagePath(path)).toBe(false);
  });
});
