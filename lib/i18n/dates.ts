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

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(DATE_LOCALES[locale], { timeZone: AGENCY_TIME_ZONE, ...options });
    formatters.set(key, made);
  }
  return made;
}

/** `date` in `locale`, in Brussels time unless `options` name another zone. */
export function formatDate(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return formatter(locale, options).format(date);
}

/**
 * From `start` to `end` in `locale`, what they share written once ("7–13 December 2026"), in
 * Brussels time unless `options` name another zone.
 */
export function formatDateRange(start: Date, end: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return formatter(locale, options).formatRange(start, end);
}

// Parts rather than a locale whose order happens to be year-month-day: the key must not change
// with a browser's or ICU's idea of how some country writes dates.
const DAY_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * "2026-12-05": the calendar day of an instant in Brussels, the agency's day. A view, a visit slot
 * or an offer's first day at 00:30 in Brussels belongs to that day, though it is still the day
 * before in UTC. Runs in the browser too (the forms' "not in the past").
 */
export function brusselsDay(date: Date): string {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
