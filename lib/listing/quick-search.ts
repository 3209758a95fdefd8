import { truncateDescription } from '@/lib/domain/description';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { NEWEST } from '@/lib/listing/listing-query';
import { searchListingHref } from '@/lib/listing/named-place';
import { AVAILABLE } from '@/lib/properties/status';
import { textConditions } from '@/lib/listing/text-conditions';
import { goalFromFeed } from '@/lib/properties/goal';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import type { Db } from '@/lib/prisma-client';

// The type text in the results is cut to 100 characters (docs/domain-rules.md, home search box).
const TYPE_TEXT_LIMIT = 100;

export type QuickSearchResult = {
  id: number;
  href: string;
  title: string;
  cityName: string;
  zip: string;
  typeText: string;
  recordFile: string;
  picture: { url: string; name: string | null } | null;
};

/**
 * Properties for sale and for rent matching the home search box text, newest first, and the
 * listing the box opens when the visitor searches without choosing one (lib/listing/named-place.ts).
 */
export async function quickSearch(
  client: Db,
  options: { locale: Locale; text: string; limit: number },
): Promise<{ results: QuickSearchResult[]; more: boolean; listing: string }> {
  const { locale, text, limit } = options;
  const [conditions, listing] = await Promise.all([
    textConditions(client, locale, text),
    searchListingHref(client, locale, text),
  ]);
  if (conditions.length === 0) return { results: [], more: false, listing };
  const rows = await client.property.findMany({
    where: { status: AVAILABLE, AND: conditions },
    orderBy: NEWEST,
    take: limit + 1,
    select: {
      id: true,
      goal: true,
      recordFile: true,
      city: { select: { zip: true, translations: { where: { locale }, select: { name: true, slug: true } } } },
      type: { select: { translations: { where: { locale }, select: { name: true } } } },
      translations: { where: { locale }, select: { title: true, slug: true, typeDescription: true } },
      pictures: { orderBy: { sort: 'asc' }, take: 1, select: { url: true, name: true } },
    },
  });
  const results = rows.slice(0, limit).map((row) => {
    const textRow = row.translations[0];
    const city = row.city.translations[0];
    const href = propertyHref({
      id: row.id,
      goal: goalFromFeed(row.goal),
      citySlug: city?.slug ?? UNKNOWN_CITY_SLUG,
      titleSlug: textRow?.slug ?? String(row.id),
    });
    return {
      id: row.id,
      href: localizedPath(href.pathname, locale, href.params),
      title: textRow?.title ?? row.recordFile,
      cityName: city?.name ?? '',
      zip: row.city.zip,
      typeText: truncateDescription(textRow?.typeDescription || row.type.translations[0]?.name, TYPE_TEXT_LIMIT),
      recordFile: row.recordFile,
      picture: row.pictures[0] ?? null,
    };
  });
  return { results, more: rows.length > limit, listing };
}
