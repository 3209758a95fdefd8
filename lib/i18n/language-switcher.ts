import type { Locale } from '@/lib/i18n/locales';

/** The language switcher is shown only when more than one language is in use (docs/url-map.md). */
export function showsLanguageSwitcher(configured: boolean, enabled: readonly Locale[]): boolean {
  return configured && enabled.length > 1;
}

/**
 * The query string the other languages keep: the parameters the page reads (`readKeys`: a
 * listing's filters, sort, page and view; a contact form's property and subject), repeated ones
 * included, as their values hold in every language (a town is `{name}|{zip}`, its name matched in
 * any language). Nothing else: not `setcookies`, which would ask the consent question again, nor
 * what no page reads (form fields a browser put in the address, a campaign's tags).
 */
export function keptQuery(
  searchParams: URLSearchParams,
  readKeys: readonly string[],
): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    if (!readKeys.includes(key)) continue;
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}
