import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isStaticPathname } from '@/lib/i18n/routing';

/**
 * Where a menu entry takes a visitor, read as the site's menu reads it (lib/site/queries.ts,
 * docs/cms.md, menu pages): an external address, the public path of its route in one language
 * (/fr/recherche/, /nl/zoekopdracht/), or nowhere: a heading that only groups its children.
 */
export type MenuPageAddress = { kind: 'redirect'; url: string } | { kind: 'route'; path: string } | { kind: 'heading' };

export function menuPageAddress(
  page: { type: string; redirectUrl: string | null; routeKey: string | null },
  locale: Locale,
): MenuPageAddress {
  if (page.type === 'redirect' && page.redirectUrl) return { kind: 'redirect', url: page.redirectUrl };
  if (page.routeKey && isStaticPathname(page.routeKey))
    return { kind: 'route', path: localizedPath(page.routeKey, locale) };
  return { kind: 'heading' };
}
