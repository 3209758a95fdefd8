import { describe, expect, it } from 'vitest';
import { isSharedPagePath } from '@/lib/page-cache/shared-pages';

describe('isSharedPagePath', () => {
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
  ])('shares %s', (path) => expect(isSharedPagePath(path)).toBe(true));

  it.each([
    '/',
    '/fr/owner/',
    '/fr/login/',
    '/fr/login/reset',
    '/fr/preview/11',
    '/fr/unsubscribe/',
    '/fr/favourites/',
    '/fr/page-not-found/',
    '/fr/whatever/',
    '/fr/test-error/',
  ])('keeps %s per request', (path) => expect(isSharedPagePath(path)).toBe(false));
});
