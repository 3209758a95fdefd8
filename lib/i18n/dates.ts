import type { Locale } from '@/lib/i18n/locales';

// Dates as the site's readers write them: its visitors and staff are in Belgium and Luxembourg,
// so Belgian conventions, and British ones in English ("28 November 2026", not next-intl's
// "November 28, 2026", which follows the bare language tag's American order). In Brussels time,
// the agency's, whatever the server's or the device's time zone.

/** The tag each language's dates are written in. */
export const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-BE' };

export const AGENCY_TIME_ZONE = 'Europe/Brussels';

// One formatter per language and options, made once: building an Intl.DateTimeFormat costs more
// than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `date` in `locale`, in Brussels time unless `options` name another zone. */
export function formatDate(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale], { timeZone: AGENCY_TIME_ZONE, ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
