import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath, type PathParams } from '@/lib/i18n/localized-path';
import type { AppPathname } from '@/lib/i18n/routing';

export function enabledLocales(): Locale[] {
  return env.ENABLED_LOCALES.filter(isLocale);
}

/**
 * Canonical URL and hreflang alternates (with x-default) of a page. Params may differ per
 * language (a property's slugs are translated), hence the function form.
 */
export function alternates(
  locale: Locale,
  pathname: AppPathname,
  params: PathParams | ((locale: Locale) => PathParams) = {},
): NonNullable<Metadata['alternates']> {
  const pathFor = (target: Locale) =>
    localizedPath(pathname, target, typeof params === 'function' ? params(target) : params);
  const locales = enabledLocales();
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (locales[0] ?? DEFAULT_LOCALE);
  return {
    canonical: pathFor(locale),
    languages: {
      ...Object.fromEntries(locales.map((target) => [target, pathFor(target)])),
      'x-default': pathFor(fallback),
    },
  };
}
