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
  const path = filledTemplate(typeof entry === 'string' ? entry : entry[locale], params, pathname);
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}

/** A parameter without a value to write: absent, or a list of no segment. */
const isMissing = (value: PathParams[string] | undefined) =>
  value === undefined || (Array.isArray(value) && value.length === 0);

/** A path template with its parameters written in: '[...path]' takes a list of segments, each encoded on its own. */
function filledTemplate(template: string, params: PathParams, pathname: string): string {
  return template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (isMissing(value)) throw new Error(`Missing param "${name}" for ${pathname}`);
    return Array.isArray(value) ? value.map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
}

/** The app's own path of a route (`/{locale}/for-sale/…/`): what the language routing rewrites a localized path to. */
export function internalPath(pathname: AppPathname, locale: Locale, params: PathParams = {}): string {
  const path = filledTemplate(pathname, params, pathname);
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}

/**
 * A route's path template as a pattern of paths without their trailing slash: `[x]` one segment,
 * `[...x]` several, each parameter a group of its own, in the template's order.
 */
export function templatePattern(template: string): RegExp {
  const source = template
    .replace(/\/$/, '')
    .replace(/\[\.\.\.[^\]]+\]/g, '(.+)')
    .replace(/\[[^\]]+\]/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

/** A template's parameters in its order, by name, and whether each takes several segments. */
const templateParams = (template: string) =>
  [...template.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map((match) => ({ name: match[2]!, segments: match[1] !== undefined }));

/** How many of a template's segments are parameters, a list of segments counting most: fixed paths are tried first. */
const genericity = (template: string) =>
  (template.match(/\[(?!\.)/g)?.length ?? 0) + 100 * (template.match(/\[\.\.\./g)?.length ?? 0);

type LocalizedRoute = {
  pathname: AppPathname;
  pattern: RegExp;
  params: ReturnType<typeof templateParams>;
};

/** The routes as patterns of their paths in one language, or of their own spelling (`null`). */
function localizedRoutes(locale: Locale | null): LocalizedRoute[] {
  const routes = (Object.keys(routing.pathnames) as AppPathname[]).map((pathname) => {
    const entry = routing.pathnames[pathname];
    const template: string = typeof entry === 'string' || locale === null ? pathname : entry[locale];
    return { pathname, template, pattern: templatePattern(template), params: templateParams(template) };
  });
  return routes.sort((a, b) => genericity(a.template) - genericity(b.template));
}

/** Each language's routes, built once. */
const LOCALIZED_ROUTES = new Map(LOCALES.map((locale) => [locale, localizedRoutes(locale)]));
/** The routes' own spellings, which the page sees on the server when the server routed it (lib/site/direct-route.ts). */
const INTERNAL_ROUTES = localizedRoutes(null);
/** Each route's parameters, found once. */
const ROUTE_PARAMS = new Map(INTERNAL_ROUTES.map((route) => [route.pathname, route.params]));

/** Whether `params` gives every parameter of route `pathname`: what `localizedPath` needs to write it. */
export function fillsRoute(pathname: AppPathname, params: PathParams = {}): boolean {
  return (ROUTE_PARAMS.get(pathname) ?? []).every(({ name }) => !isMissing(params[name]));
}

function matchRoute(routes: readonly LocalizedRoute[], path: string): RouteMatch | null {
  for (const { pathname, pattern, params } of routes) {
    const match = pattern.exec(path);
    if (!match) continue;
    const values = params.map(({ name, segments }, index) => {
      const value = match[index + 1]!;
      return [name, segments ? value.split('/') : value];
    });
    return { pathname, params: Object.fromEntries(values) };
  }
  return null;
}

/** A route of the URL map and its parameters' values, as a path spells them (still escaped). */
export type RouteMatch = { pathname: AppPathname; params: Record<string, string | string[]> };

/**
 * The route a localized path without its language prefix and trailing slash shows
 * ("/a-vendre/liege/maison/7" in French → "/for-sale/[city]/[title]/[id]" and its parameters), or
 * null when no route claims it.
 */
export function matchLocalizedPath(unprefixedPath: string, locale: Locale): RouteMatch | null {
  return matchRoute(LOCALIZED_ROUTES.get(locale) ?? [], unprefixedPath);
}

/**
 * The route a localized URL path shows ("/fr/a-vendre/" → "/for-sale"): the inverse of
 * `localizedPath`, as next-intl's `usePathname` answers it, but with patterns compiled once
 * rather than on every call (which cost a page's render about 4 %). The app's own spelling
 * ("/fr/for-sale/") names its route too: a page the server routed itself (lib/site/direct-route.ts)
 * sees that path while rendered on the server, and the browser the localized one. A path no route
 * claims comes back without its language, as next-intl returns it.
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
  return (matchLocalizedPath(trimmed, locale) ?? matchRoute(INTERNAL_ROUTES, trimmed))?.pathname ?? unprefixed;
}
