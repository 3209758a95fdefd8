import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { authRequestRefusal, unsafeCallbackCookies } from '@/lib/auth/auth-request';
import { missingSignInCsrfCookie } from '@/lib/auth/sign-in-csrf';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { isEnabledLocale, siteDefaultLocale } from '@/lib/i18n/enabled-locales';
import { isLocale, LANGUAGE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { percentFreePath } from '@/lib/i18n/malformed-path';
import { isMissingPage } from '@/lib/i18n/missing-page';
import { missingRecord, type MissingRecord } from '@/lib/site/missing-record';
import { rememberedRecordReads } from '@/lib/site/remembered-record-reads';
import { sameOriginUrl } from '@/lib/security/same-origin-url';
import { resolveOriginalPath } from '@/lib/i18n/old-site-redirects';
import { routing } from '@/lib/i18n/routing';
import { visitorLocale } from '@/lib/i18n/visitor-locale';
import { createNonce } from '@/lib/security/content-security-policy';
import { pagePolicy } from '@/lib/security/page-policy';
import { isDraftRoute } from '@/lib/site/draft-routes';
import { rememberedProxySettings } from '@/lib/site/proxy-settings-memo';
import { readProxySettings } from '@/lib/site/site-settings-reads';
import { isBackOfficePath } from '@/lib/staff/paths';
import { placeholderNonce, RENDER_FOR_CACHE_HEADER } from '@/lib/page-cache/page-cache-state';
import { SHARED_PAGE_HEADER, sharedPageTags } from '@/lib/page-cache/shared-pages';
import { linksOnSite } from '@/lib/seo/links-on-site';

// Whether a record page has its record: kept in the process until its data expires.
const records = rememberedRecordReads(db);

// Next 16 calls this file what earlier versions called middleware.ts. It resolves the
// language and answers the old site's paths; authorization lives in the pages themselves.
// The language routing of the languages on offer: next-intl then detects, and lists in its
// hreflang `Link` header, none that is switched off. One per set of languages, made once.
const i18nRouting = new Map<string, ReturnType<typeof createMiddleware>>();
function handleI18nRouting(request: NextRequest, locales: Locale[]) {
  const key = locales.join(',');
  let handle = i18nRouting.get(key);
  if (!handle) {
    handle = createMiddleware({ ...routing, locales, defaultLocale: siteDefaultLocale(locales) });
    i18nRouting.set(key, handle);
  }
  return handle(request);
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) return guardUnsafeRequest(request);
  // A fresh CSP nonce per request. Next reads it from the request's CSP header and stamps it on
  // its own scripts; the layout reads `x-nonce` for the consent script. Setting both on the
  // request itself carries them through next-intl, which forwards the request's headers. A render
  // for the page cache uses its placeholder instead, which each of its responses replaces with a
  // fresh nonce (docs/caching.md, rendered pages).
  const forCache = placeholderNonce(request.headers.get(RENDER_FOR_CACHE_HEADER));
  const nonce = forCache ?? createNonce();
  const policy = pagePolicy(nonce);
  request.headers.set('x-nonce', nonce);
  request.headers.set('Content-Security-Policy', policy);
  // A sign-in page renders next-auth's CSRF token into its form, for a post without script: the
  // cookie that holds it must exist before the page renders (lib/auth/sign-in-csrf.ts).
  const csrfCookie = forCache === null ? missingSignInCsrfCookie(pathname, request.cookies) : null;
  if (csrfCookie) request.cookies.set(csrfCookie.name, csrfCookie.value);
  const response = await route(request);
  if (csrfCookie) response.cookies.set(csrfCookie.name, csrfCookie.value, csrfCookie.options);
  response.headers.set('Content-Security-Policy', policy);
  const link = response.headers.get('link');
  if (link) response.headers.set('Link', linksOnSite(link, env().SITE_URL));
  const tags = forCache === null ? null : sharedPageTags(internalPath(request, response), request.nextUrl.searchParams);
  if (tags) response.headers.set(SHARED_PAGE_HEADER, tags.join(' '));
  return response;
}

/** The app's path (`/{locale}/…`) that answers the request: where the language routing rewrote it, if it did. */
function internalPath(request: NextRequest, routed: NextResponse): string {
  const rewritten = routed.headers.get('x-middleware-rewrite');
  return rewritten ? new URL(rewritten).pathname : request.nextUrl.pathname;
}

/** A plain-text refusal that no cache keeps. */
function refusal(status: number, headers: Record<string, string> = {}) {
  const text = status === 405 ? 'Method Not Allowed' : 'Bad Request';
  return new NextResponse(`${text}\n`, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * API routes and media reach the proxy only for what Next or next-auth would answer with 500
 * (the second matcher below): a "%" Next cannot decode in the path, or a next-auth request with a
 * callback address that is not this site's. A bad callback cookie is dropped rather than refused:
 * refusing it would keep that browser from ever signing in.
 */
function guardUnsafeRequest(request: NextRequest) {
  const { pathname, searchParams, origin } = request.nextUrl;
  if (percentFreePath(pathname) !== null) return refusal(400);
  const refused = authRequestRefusal(request.method, pathname, searchParams, origin);
  if (refused) return refusal(refused.status, refused.headers);
  const unsafeCookies = unsafeCallbackCookies(request.cookies.getAll(), origin);
  for (const name of unsafeCookies) request.cookies.delete(name);
  const response = NextResponse.next({ request: { headers: request.headers } });
  for (const name of unsafeCookies) response.cookies.delete(name);
  return response;
}

async function route(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Pages are read, never sent to: a POST would otherwise render the page as if it were a GET. A
  // server function's call (a property tab's panel) posts to its page, and Next answers it alone.
  const serverFunctionCall = request.method === 'POST' && request.headers.has('next-action');
  if (request.method !== 'GET' && request.method !== 'HEAD' && !serverFunctionCall) {
    return refusal(405, { Allow: 'GET, HEAD' });
  }
  const percentFree = percentFreePath(pathname);
  if (percentFree !== null) {
    // A redirect, not a rewrite: Next fails on the broken escape of the request's own URL.
    return NextResponse.redirect(sameOriginUrl(percentFree, request.nextUrl.search, request.url), 308);
  }
  // The back-office speaks its member of staff's language and has none in its paths
  // (docs/back-office.md): the language routing and the old site's paths do not apply.
  if (isBackOfficePath(pathname)) return NextResponse.next({ request: { headers: request.headers } });
  const firstSegment = pathname.split('/')[1] ?? '';
  // The back-office's languages, else ENABLED_LOCALES, as the pages read them (docs/url-map.md,
  // languages), and the routes left in drafts (docs/cms.md, menu pages).
  const { enabledLocales, draftRoutes } = await rememberedProxySettings(() => readProxySettings(db));
  const defaultLocale = siteDefaultLocale(enabledLocales);

  if (isLocale(firstSegment) && !enabledLocales.includes(firstSegment)) {
    return NextResponse.redirect(new URL(`/${defaultLocale}/`, request.url));
  }

  const lng = searchParams.get('lng');
  const rest = new URLSearchParams(searchParams);
  rest.delete('lng');
  const search = rest.size > 0 ? `?${rest.toString()}` : '';
  const target = resolveOriginalPath(pathname, {
    search,
    queryLocale: isEnabledLocale(lng, enabledLocales) ? lng : null,
    visitorLocale: visitorLocale({
      cookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
      enabled: enabledLocales,
      fallback: defaultLocale,
    }),
    promotionUrl: env().PROMOTION_URL,
  });

  if (target?.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(target.location, request.url), 308);
    // A permanent redirect that depends on the visitor must not be cached by the browser.
    if (target.followsVisitor) {
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('Vary', 'Cookie, Accept-Language');
    }
    return response;
  }
  if (target?.kind === 'property') {
    // The canonical URL needs the database: the property page answers with its own redirect,
    // whatever the placeholder slugs say.
    const internal = `/for-sale/-/-/${target.id}/`;
    if (await missingRecord(records, internal, target.locale)) return notFoundPage(request, target.locale, 'property');
    return NextResponse.rewrite(new URL(`/${target.locale}${internal}${target.search}`, request.url), {
      request: { headers: request.headers },
    });
  }
  const response = handleI18nRouting(request, enabledLocales);
  return (await missingPage(request, response, draftRoutes)) ?? response;
}

// The browser tests' failing page is a route of the app outside the URL map.
const routesOutsideTheMap = env().TEST_ERROR_PAGE === '1' ? ['/test-error'] : [];

/**
 * The server-rendered 404 page, with status 404, for a path the language routing let through (or
 * rewrote to a route's own spelling) that is certainly missing (lib/i18n/missing-page.ts) or whose
 * menu page is a draft (lib/site/draft-routes.ts).
 */
async function missingPage(
  request: NextRequest,
  routed: NextResponse,
  draftRoutes: readonly string[],
): Promise<NextResponse | null> {
  if (routed.headers.has('location')) return null;
  const [, locale = '', ...rest] = internalPath(request, routed).split('/');
  if (!isLocale(locale)) return null;
  const path = `/${rest.join('/')}`;
  const missing =
    isMissingPage(path, locale, routesOutsideTheMap) || isDraftRoute(path, draftRoutes)
      ? 'page'
      : await missingRecord(records, path, locale);
  if (!missing) return null;
  const response = notFoundPage(request, locale, missing);
  // The language routing's cookie (the visitor's language) still applies.
  for (const cookie of routed.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

/** The 404 page of app/[locale]/page-not-found, for a page or a record that is missing. */
function notFoundPage(request: NextRequest, locale: Locale, missing: 'page' | MissingRecord) {
  const url = new URL(`/${locale}/page-not-found/`, request.url);
  if (missing === 'property') url.searchParams.set('of', 'property');
  return NextResponse.rewrite(url, { status: 404, request: { headers: request.headers } });
}

export const config = {
  matcher: [
    // Pages: everything but API routes, Next internals, served media and files with an extension,
    // and the pages the server routed itself (lib/site/direct-route.ts, DIRECT_ROUTE_HEADER).
    {
      source: '/((?!api/|_next/|media/|brand/|.*\\.[a-z0-9]+$).*)',
      missing: [{ type: 'header', key: 'x-vitrine-direct-route' }],
    },
    // API routes and media with a "%" in the path, and next-auth's routes (guardUnsafeRequest).
    '/(api|media)/(.*%.*)',
    '/api/auth/:path*',
  ],
};
