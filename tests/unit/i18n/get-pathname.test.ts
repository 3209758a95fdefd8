import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import type { PathParams } from '@/lib/i18n/localized-path';
import { getPathname } from '@/lib/i18n/navigation';
import { routing, type AppPathname } from '@/lib/i18n/routing';

// next-intl learns of next.config.ts's `trailingSlash` from its plugin, through this variable.
vi.hoisted(() => {
  process.env._next_intl_trailing_slash = 'true';
});

// The site's getPathname answers from the URL map's templates what next-intl's own computes on each
// call (lib/i18n/navigation.tsx): every link and form address depends on the two agreeing.
const nextIntl = createNavigation(routing);

/** Values for a route's parameters as the site writes them: slugs (lib/domain/slug.ts) and ids. */
function sampleParams(pathname: string): PathParams {
  const params: PathParams = {};
  for (const [, spread, name] of pathname.matchAll(/\[(\.\.\.)?(\w+)\]/g)) {
    params[name!] = spread ? ['vendre', 'conseils-de-vente'] : name === 'id' ? 41001 : 'maison-4-facades-a-liege';
  }
  return params;
}

/** next-intl writes a language's home page without its slash, which next/link adds; the site writes it. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

describe('getPathname', () => {
  const routes = Object.keys(routing.pathnames) as AppPathname[];

  it.each(LOCALES)('writes every route in %s as next-intl does', (locale) => {
    for (const pathname of routes) {
      const params = sampleParams(pathname);
      const href = Object.keys(params).length > 0 ? { pathname, params } : pathname;
      expect(getPathname({ href, locale }), pathname).toBe(
        withSlash(nextIntl.getPathname({ href: href as never, locale })),
      );
    }
  });

  it('encodes each parameter whole, where next-intl would read a slash in it as a separator', () => {
    const href = { pathname: '/our-agency/[...path]' as const, params: { path: ['à vendre', 'a/b'] } };
    expect(getPathname({ href, locale: 'fr' })).toBe('/fr/notre-agence/%C3%A0%20vendre/a%2Fb/');
    expect(nextIntl.getPathname({ href, locale: 'fr' })).toBe('/fr/notre-agence/%C3%A0%20vendre/a/b/');
  });

  it('leaves a path no route claims to next-intl', () => {
    expect(getPathname({ href: '/no-such-page' as AppPathname, locale: 'nl' })).toBe(
      nextIntl.getPathname({ href: '/no-such-page' as never, locale: 'nl' }),
    );
  });
});
