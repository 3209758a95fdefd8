import { LOCALES, type Locale } from '@/lib/i18n/locales';
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

/**
 * A route's path template as a pattern of paths without their trailing slash: `[x]` one segment,
 * `[...x]` several.
 */
export function templatePattern(template: string): RegExp {
  const source = template
    .replace(/\/$/, '')
    .replace(/\[\.\.\.[^\]]+\]/g, '.+')
    .replace(/\[[^\]]+\]/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/** How many of a template's segments are parameters, a list of segments counting most: fixed paths are tried first. */
const genericity = (template: string) =>
  (template.match(/\[(?!\.)/g)?.length ?? 0) + 100 * (template.match(/\[\.\.\./g)?.length ?? 0);

type LocalizedRoute = { pathname: AppPathname; pattern: RegExp };

/** A language's routes as patterns of their localized paths. */
function localizedRoutes(locale: Locale): LocalizedRoute[] {
  const routes = (Object.keys(routing.pathnames) as AppPathname[]).map((pathname) => {
    const entry = routing.pathnames[pathname];
    const template: string = typeof entry === 'string' ? entry : entry[locale];
    return { pathname, template, pattern: templatePattern(template) };
  });
  return routes.sort((a, b) => genericity(a.template) - genericity(b.template));
}

/** Each language's routes, built once. */
const LOCALIZED_ROUTES = new Map(LOCALES.map((locale) => [locale, localizedRoutes(locale)]));

/**
 * The route a localized URL path shows ("/fr/a-vendre/" → "/for-sale"): the inverse of
 * `localizedPath`, as next-intl's `usePathname` answers it, but with patterns compiled once
 * rather than on every call (which cost a page's render about 4 %). A path no route claims comes
 * back without its language, as next-intl returns it.
 */
export function routeOfPath(path: string, locale: Locale): AppPathname | string {
  const prefix = `/${locale}`;
  const unprefixed = path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) || '/' : path;
  let decoded = unprefixed;
  try {
    decoded = decodeURI(unprefixed);
  } catch {
    // A malformed escape matches no route.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : '';
  return LOCALIZED_ROUTES.get(locale)?.find(({ pattern }) => pattern.test(trimmed))?.pathname ?? unprefixed;
}
