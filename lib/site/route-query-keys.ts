import type { AppPathname } from '@/lib/i18n/routing';
import { FILTER_KEYS } from '@/lib/listing/filter-keys';
import { TAB_PARAM } from '@/lib/properties/property-path';

// The query parameters each route reads (docs/url-map.md, language switcher). The language switcher
// carries these, and no others, to the same page in another language: a parameter no page reads (a
// campaign's `utm_…`, form fields a browser put in the address) is not copied into four links.

const PROPERTY_PAGE = [TAB_PARAM] as const;

export const ROUTE_QUERY_KEYS: Partial<Record<AppPathname, readonly string[]>> = {
  '/for-sale': FILTER_KEYS,
  '/for-rent': FILTER_KEYS,
  '/for-sale/[city]/[title]/[id]': PROPERTY_PAGE,
  '/for-rent/[city]/[title]/[id]': PROPERTY_PAGE,
  '/projects/[city]/[title]/[id]': PROPERTY_PAGE,
  '/contact': ['property', 'subject', 'project'],
  '/favourites': ['ids'],
  '/owner': ['property'],
  '/login/forgot': ['account'],
  '/login/reset': ['token', 'account'],
  '/unsubscribe': ['kind', 'id', 'token'],
  '/confirm-alert': ['id', 'token'],
  '/visit/[token]': ['notice'],
};

/** The parameters the route at this internal pathname reads; none for a route not listed. */
export function routeQueryKeys(pathname: string): readonly string[] {
  return (ROUTE_QUERY_KEYS as Record<string, readonly string[] | undefined>)[pathname] ?? [];
}
