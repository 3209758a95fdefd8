// The languages the site is built for; which of them are switched on is configuration (lib/env).
export const LOCALES = ['fr', 'nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language stored or sent with a request, or the default one when it names none of the site's. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The cookie in which the language routing keeps the visitor's language. */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE';
