import type { Locale } from '@/lib/i18n/locales';
import { routing, type AppPathname } from '@/lib/i18n/routing';

export type PathParams = Record<string, string | number | readonly string[]>;

/**
 * The public URL path of a route in one language, with the locale prefix and the trailing slash
 * every URL of the site carries. Used where next-intl's navigation is not at hand (proxy,
 * metadata, sitemap); links in pages use `Link` from lib/i18n/navigation.
 */
export function localizedPath(pathname: AppPathname, locale: Locale, params: PathParams = {}): string {
  const entry = routing.pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  // '[...path]' takes a list of segments, each encoded on its own.
  const path = template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) {
      throw new Error(`Missing param "${name}" for ${pathname}`);
    }
    return Array.isArray(value) ? value.map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}
