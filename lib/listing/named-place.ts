import { slugify } from '@/lib/domain/slug';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { CityFilter } from '@/lib/listing/city-param';
import { DEFAULT_FILTERS, serializeListingFilters } from '@/lib/listing/listing-params';
import type { Db } from '@/lib/prisma-client';

// What the home search box does with a text when no suggestion is chosen (docs/domain-rules.md,
// home search box): a text that names one town — by its name in any language, its postcode, or
// both ("Gent 9000") — opens the listing filtered on that town; any other text, the listing's text
// search, as the box does without JavaScript.

const POSTCODE = /^\d{4}$/;

/** The one town `text` names exactly, its name in `locale`, or null (none, or several). */
export async function namedPlace(client: Db, locale: Locale, text: string): Promise<CityFilter | null> {
  const words = slugify(text).split('-').filter(Boolean);
  const last = words.at(-1);
  if (last === undefined) return null;
  const zip = POSTCODE.test(last) ? last : null;
  const name = (zip ? words.slice(0, -1) : words).join('-');
  const towns = await client.city.findMany({
    where: { ...(zip && { zip }), ...(name && { translations: { some: { slug: name } } }) },
    select: { zip: true, translations: { select: { locale: true, name: true } } },
    take: 2,
  });
  const [town] = towns;
  if (!town || towns.length > 1) return null;
  const named = town.translations.find((translation) => translation.locale === locale) ?? town.translations[0];
  return named ? { name: named.name, zip: town.zip } : null;
}

/** The for-sale listing of what the box holds: that town's filter, or the text search. */
export async function searchListingHref(client: Db, locale: Locale, text: string): Promise<string> {
  const city = await namedPlace(client, locale, text);
  const q = text.replace(/\s+/g, ' ').trim() || null;
  const query = serializeListingFilters({ ...DEFAULT_FILTERS, ...(city ? { cities: [city] } : { q }) }).toString();
  return `${localizedPath('/for-sale', locale)}${query ? `?${query}` : ''}`;
}
