import { placeText } from '@/lib/domain/postal-place';
import { formatPrice, priceText } from '@/lib/domain/price';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { translator } from '@/lib/i18n/translator';
import { GOAL, goalFromFeed } from '@/lib/properties/goal';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import type { Db } from '@/lib/prisma-client';
import { AVAILABLE } from '@/lib/properties/status';

/**
 * What a mail says about a published property in one language: title, town, the price only when
 * the agency publishes it (docs/domain-rules.md, private fields) and the absolute URL of its canonical page, built like
 * lib/properties/property-route.ts canonicalPath. Null when the property is not (or no longer) online.
 */
export async function propertyMailSummary(db: Db, id: number, locale: Locale, siteUrl: string) {
  const row = await db.property.findFirst({
    where: { id, status: AVAILABLE },
    select: {
      id: true,
      goal: true,
      recordFile: true,
      price: true,
      priceUnit: true,
      publishPrice: true,
      countryId: true,
      translations: { select: { locale: true, title: true, slug: true } },
      city: { select: { zip: true, translations: { select: { locale: true, name: true, slug: true } } } },
      documents: { orderBy: { id: 'asc' }, select: { id: true, name: true, url: true, public: true } },
    },
  });
  if (!row) return null;
  const text = row.translations.find((translation) => translation.locale === locale) ?? row.translations[0];
  const city = row.city.translations.find((translation) => translation.locale === locale);
  const goal = goalFromFeed(row.goal);
  // The same fallback as the page's own canonical link when the property has no text in `locale`.
  const localText = text?.locale === locale ? text : null;
  const href = propertyHref({
    id: row.id,
    goal,
    citySlug: localText ? (city?.slug ?? UNKNOWN_CITY_SLUG) : UNKNOWN_CITY_SLUG,
    titleSlug: localText ? localText.slug : String(row.id),
  });
  const t = translator(locale, 'Price');
  const price = formatPrice({ price: row.price, publishPrice: row.publishPrice, priceUnit: row.priceUnit });
  const words = { onRequest: t('onRequest'), startingFrom: t('startingFrom'), perMonth: t('perMonth') };
  return {
    id: row.id,
    recordFile: row.recordFile,
    title: text?.title ?? row.recordFile,
    // Postcode and town, with the country outside Belgium (L-1616 Luxembourg, Luxembourg).
    town: placeText({ zip: row.city.zip, town: city?.name ?? '', countryId: row.countryId }, locale),
    price: priceText(price, goal === GOAL.rent, words),
    url: new URL(localizedPath(href.pathname, locale, href.params), siteUrl).href,
    documents: row.documents,
  };
}

export type PropertyMailSummary = NonNullable<Awaited<ReturnType<typeof propertyMailSummary>>>;
