import type { Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { PRIVATE_PAGES } from '@/lib/seo/public-pages';
import { BACK_OFFICE_PATH } from '@/lib/staff/paths';

/** The path every URL of a route starts with in one language: '/fr/merci/' for '/thank-you/[form]'. */
export function routePrefix(pathname: (typeof PRIVATE_PAGES)[number], locale: Locale): string {
  const entry: string | Record<Locale, string> = routing.pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  const staticPart = template.split('[')[0]!.replace(/\/+$/, '');
  return `/${locale}${staticPart}/`;
}

/**
 * robots.txt Disallow rules: the private routes in every enabled language, the old site's
 * locale-less login and thank-you paths, the back-office, the API, and any path containing
 * "preview" (docs/url-map.md, robots.txt and sitemap).
 */
export function disallowedPaths(locales: readonly Locale[]): string[] {
  const localized = locales.flatMap((locale) => PRIVATE_PAGES.map((pathname) => routePrefix(pathname, locale)));
  return [...new Set([...localized, '/login/', '/feedback/', BACK_OFFICE_PATH, '/api/', '/*preview'])];
}

/** Whether a robots.txt rule (prefix with '*' wildcards and an optional '$' end) matches a path. */
export function ruleMatches(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const pattern = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(path);
}
