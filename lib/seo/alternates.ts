import 'server-only';
import type { Metadata } from 'next';
import { siteDefaultLocale } from '@/lib/i18n/enabled-locales';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, type PathParams } from '@/lib/i18n/localized-path';
import type { AppPathname } from '@/lib/i18n/routing';
import { getEnabledLocales } from '@/lib/site/queries';

/**
 * Canonical URL and hreflang alternates (with x-default) of a page, in the languages the site
 * offers. Params may differ per language (a property's slugs are translated), hence the function form.
 */
export async function alternates(
  locale: Locale,
  pathname: AppPathname,
  params: PathParams | ((locale: Locale) => PathParams) = {},
): Promise<NonNullable<Metadata['alternates']>> {
  const pathFor = (target: Locale) =>
    localizedPath(pathname, target, typeof params === 'function' ? params(target) : params);
  const locales = await getEnabledLocales();
  return {
    canonical: pathFor(locale),
    languages: {
      ...Object.fromEntries(locales.map((target) => [target, pathFor(target)])),
      'x-default': pathFor(siteDefaultLocale(locales)),
    },
  };
}
