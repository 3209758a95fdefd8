import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { goalFromFeed } from '@/lib/properties/goal';

/** A published property with its texts in every language (slugs for hreflang), or null. */
export const getPropertyDetail = cache(async (id: number, locale: Locale) => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.property.findFirst({
    where: { id, status: 'available' },
    include: {
      translations: true,
      city: { include: { translations: true } },
      type: { include: { translations: { where: { locale } } } },
      pictures: { orderBy: { sort: 'asc' } },
      manager: true,
    },
  });
  if (!row) return null;
  const slugs = Object.fromEntries(
    row.translations.map((text) => [
      text.locale,
      { title: text.slug, city: row.city.translations.find((city) => city.locale === text.locale)?.slug ?? 'city' },
    ]),
  ) as Partial<Record<Locale, { title: string; city: string }>>;
  const text = row.translations.find((translation) => translation.locale === locale) ?? row.translations[0];
  return {
    ...row,
    goal: goalFromFeed(row.goal),
    text,
    cityName: row.city.translations.find((city) => city.locale === locale)?.name ?? '',
    typeName: row.type.translations[0]?.name ?? '',
    slugs,
  };
});

export type PropertyDetail = NonNullable<Awaited<ReturnType<typeof getPropertyDetail>>>;
