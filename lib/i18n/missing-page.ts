import type { Locale } from '@/lib/i18n/locales';
import { templatePattern } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';
import { thankYouFormFromSlug } from '@/lib/i18n/thank-you-forms';

// Which requests are answered with the 404 page before any page runs. Next renders a page that
// calls notFound() as an empty document filled in by script (vercel/next.js issue 62228), which
// crawlers and visitors without JavaScript read as blank; the proxy instead rewrites what it can
// tell is missing, without the database, to the 404 page rendered on the server with status 404:
// a path no route claims and a thank-you page of no form. Records that no longer exist (a
// withdrawn property, a deleted article) need the database: lib/site/missing-record.ts.

/** Internal routes (the URL map's, lib/i18n/routing.ts) as patterns: [x] one segment, [...x] several. */
const ROUTES = Object.keys(routing.pathnames).map(templatePattern);

/**
 * Whether an internal path (the route's own spelling, after the language: "/for-sale/…", as the
 * language routing rewrites a localized URL to) is certainly missing. `extraRoutes` are routes of
 * the app outside the URL map (the browser tests' failing page).
 */
export function isMissingPage(internalPath: string, locale: Locale, extraRoutes: readonly string[] = []): boolean {
  const path = internalPath.replace(/\/+$/, '');
  if (extraRoutes.includes(path)) return false;
  if (!ROUTES.some((route) => route.test(path))) return true;
  const thankYou = /^\/thank-you\/([^/]+)$/.exec(path);
  return thankYou !== null && thankYouFormFromSlug(decodeURIComponent(thankYou[1]!), locale) === null;
}
