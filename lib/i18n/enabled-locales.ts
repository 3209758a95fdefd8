import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';

// Which languages the site offers (docs/url-map.md, languages): the back-office's choice
// (SiteConfig.enabledLocales) when there is one, otherwise ENABLED_LOCALES of the environment.

/** The languages a list such as "fr,nl,en" names, in its order; null when it names none. */
export function parseLocaleList(value: string | readonly string[] | null | undefined): Locale[] | null {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  const locales = [...new Set(parts.map((part) => part.trim()).filter(isLocale))];
  return locales.length > 0 ? locales : null;
}

/** How a choice of languages is stored: "fr,nl,en", in the site's order. */
export function formatLocaleList(locales: readonly Locale[]): string {
  return LOCALES.filter((locale) => locales.includes(locale)).join(',');
}

/**
 * The languages on offer: the stored choice first, then the environment's; a configuration that
 * names no known language offers the default one rather than none (which would redirect every
 * page to a home page that redirects too).
 */
export function effectiveLocales(stored: string | null | undefined, environment: readonly string[]): Locale[] {
  return parseLocaleList(stored) ?? parseLocaleList(environment) ?? [DEFAULT_LOCALE];
}

/** The language of x-default and of the redirect from a switched-off one: French unless it is off. */
export function siteDefaultLocale(enabled: readonly Locale[]): Locale {
  return enabled.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (enabled[0] ?? DEFAULT_LOCALE);
}

export function isEnabledLocale(value: unknown, enabled: readonly Locale[]): value is Locale {
  return isLocale(value) && enabled.includes(value);
}
