import type { AppPathname, StaticPathname } from '@/lib/i18n/routing';

// Which routes search engines should find (sitemap) and which they should stay out of
// (robots.txt). A new route belongs in one of the two lists; the unit test checks they agree.

/** Every public page without parameters; properties, projects and articles are listed from the database. */
export const PUBLIC_PAGES: readonly StaticPathname[] = [
  '/',
  '/for-sale',
  '/for-rent',
  '/projects',
  '/our-agency',
  '/contact',
  '/demand-register',
  '/free-valuation',
  '/privacy-statement',
  '/cookie-policy',
  '/disclaimer',
];

/**
 * Routes kept out of search engines: personal (a visitor's favourites, the owner portal, a
 * booked visit's page), transactional (thank-you pages) or editorial (previews).
 */
export const PRIVATE_PAGES: readonly AppPathname[] = [
  '/login',
  '/owner',
  '/thank-you/[form]',
  '/preview/[id]',
  '/favourites',
  '/unsubscribe',
  '/visit/[token]',
  '/confirm-alert',
];
