import { siteDefaultLocale } from '@/lib/i18n/enabled-locales';
import { internalPath, localizedPath, matchLocalizedPath, type RouteMatch } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/locales';
import { isMissingPage } from '@/lib/i18n/missing-page';
import { isDraftRoute } from '@/lib/site/draft-routes';
import { sharedPageTags } from '@/lib/page-cache/shared-pages';

// A page every visitor may see, asked for at its own address, is routed by the server itself
// (scripts/serve.ts) rather than by the proxy: Next's proxy costs about a quarter of a small page's
// render, and for such a request all it does is what follows (docs/caching.md, the direct route).
// Anything else — another spelling of the address, a language switched off, the old site's paths,
// a draft, a form's post, the client router's requests — goes through the proxy as before.

/** The request header by which the server tells Next a request is routed (proxy.ts's matcher spells it too). */
export const DIRECT_ROUTE_HEADER = 'x-vitrine-direct-route';

/** Where the language routing sends a request it would only rewrite, and what it says of it. */
export type DirectRoute = {
  locale: Locale;
  /** The app's path of the page (`/fr/for-sale/…/`) with the request's query. */
  url: string;
  /** The app's path alone, which the record checks read. */
  internalPath: string;
  /** The page's data tags (lib/page-cache/shared-pages.ts). */
  tags: string[];
  /** The `Link` header of the page's other languages, on the site's origin. */
  alternates: string;
};

export type RoutingSettings = { enabledLocales: readonly Locale[]; draftRoutes: readonly string[] };

/**
 * A path of letters, digits, `-`, `.`, `_` and `~` segments after a language, ending with the
 * slash every address of the site has: nothing to decode, sanitize or redirect.
 */
const PLAIN_PATH = /^\/([a-z]{2})\/(?:[A-Za-z0-9._~-]+\/)*$/;

/** The `Link` header listing a page in each language and its x-default, as next-intl's routing writes it. */
function alternateLinks(route: RouteMatch, enabled: readonly Locale[], origin: string): string {
  const links = enabled.map(
    (locale) =>
      `<${origin}${localizedPath(route.pathname, locale, route.params)}>; rel="alternate"; hreflang="${locale}"`,
  );
  // x-default is the default language's address without its prefix, which redirects by the visitor.
  const fallback = localizedPath(route.pathname, siteDefaultLocale(enabled), route.params).replace(/^\/[a-z]{2}/, '');
  return [...links, `<${origin}${fallback}>; rel="alternate"; hreflang="x-default"`].join(', ');
}

/** A page address split for `directRoute`: its language, its path after it, and its query. */
export type PageAddress = { locale: string; path: string; search: string };

/** The parts of a URL of a plain page path (`/fr/a-vendre/?town=…`), or null for anything else. */
export function pageAddress(url: string): PageAddress | null {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const locale = PLAIN_PATH.exec(path)?.[1];
  if (locale === undefined) return null;
  return { locale, path: path.slice(3, -1), search: queryStart < 0 ? '' : url.slice(queryStart) };
}

/**
 * The route of a request for a shared page at its canonical address, or null when the request
 * needs the proxy. Pure: whether a record exists is for the caller to ask.
 */
export function directRoute(address: PageAddress, settings: RoutingSettings, siteOrigin: string): DirectRoute | null {
  const locale = settings.enabledLocales.find((enabled) => enabled === address.locale);
  if (locale === undefined) return null;
  const query = new URLSearchParams(address.search);
  // `?lng=` picks a language for the old site's paths, which the proxy answers.
  if (query.has('lng')) return null;
  const route = matchLocalizedPath(address.path, locale);
  if (route === null) return null;
  const internal = internalPath(route.pathname, locale, route.params);
  const appPath = internal.slice(3);
  if (isMissingPage(appPath, locale) || isDraftRoute(appPath, settings.draftRoutes)) return null;
  const tags = sharedPageTags(internal, query);
  if (tags === null) return null;
  return {
    locale,
    url: internal + address.search,
    internalPath: internal,
    tags,
    alternates: alternateLinks(route, settings.enabledLocales, siteOrigin),
  };
}
