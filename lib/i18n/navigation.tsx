// The one module that may render next/link: every link still gets its address from the routing.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { fillsRoute, localizedPath, type PathParams } from '@/lib/i18n/localized-path';
import { isAppPathname, routing, type AppPathname } from '@/lib/i18n/routing';

const navigation = createNavigation(routing);

export const { redirect, permanentRedirect, useRouter } = navigation;

/** A route of the URL map, with its parameters when it has any. */
type RouteHref = AppPathname | { pathname: AppPathname; params?: PathParams };

/**
 * A route's address in `locale`, as next-intl's `getPathname` writes it, from the URL map's
 * templates (lib/i18n/localized-path.ts): next-intl's compiles the route's pattern on every call,
 * and the dozens of links of a page cost about 1 % of its render. A path no route claims, or a
 * route without its parameters (what a 404 shown in a route's place knows of its address), is
 * left to next-intl, which writes it as it can.
 */
export function getPathname({ href, locale }: { href: RouteHref; locale: Locale }): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: undefined } : href;
  if (!isAppPathname(pathname) || !fillsRoute(pathname, params)) {
    return navigation.getPathname({ href: { pathname, params } as never, locale });
  }
  return localizedPath(pathname, locale, params);
}

/** What `usePathname` (lib/i18n/use-pathname.ts) answers: a route of the URL map, or a path none claims. */
export type RoutePathname = ReturnType<typeof navigation.usePathname>;

type LinkProps = ComponentProps<typeof navigation.Link>;

/**
 * Links do not prefetch: every page here is rendered per request, and Next's default prefetched
 * each of the 20–30 links a page shows as soon as it scrolled into view — 25 server renders
 * for every page a visitor opened, for pages they mostly never visit. A click fetches its page.
 *
 * A link in the page's language is next/link with the localized address, as next-intl's Link
 * renders it; built here, a server component's link reaches the browser as that address alone,
 * without the route's params, the locale cookie's settings and the unset props next-intl's Link
 * adds to each link of the React payload. A link to another language (the language switcher)
 * stays next-intl's, which keeps the locale cookie in step.
 */
export const Link = (({ href, locale, ...props }: LinkProps) => {
  const current = useLocale() as Locale;
  if (locale !== undefined) return <navigation.Link href={href} locale={locale} prefetch={false} {...props} />;
  if (typeof href === 'string')
    return <NextLink href={getPathname({ href, locale: current })} prefetch={false} {...props} />;
  const { params, ...rest } = href as typeof href & { params?: PathParams };
  const pathname = getPathname({ href: { pathname: href.pathname, params }, locale: current });
  return <NextLink href={{ ...rest, pathname }} prefetch={false} {...props} />;
}) as typeof navigation.Link;
