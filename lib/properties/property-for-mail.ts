import { placeText } from '@/lib/domain/postal-place';
import { formatPrice, priceText, priceWords } from '@/lib/domain/price';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { translator } from '@/lib/i18n/translator';
import { GOAL, goalFromFeed, type Goal } from '@/lib/properties/goal';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import type { Db } from '@/lib/prisma-client';
import { takenState } from '@/lib/properties/marquee';
import { AVAILABLE } from '@/lib/properties/status';

// What mails say about a property (a form's confirmations, a search alert), read once and then
// put in each reader's language: the agency reads French, the visitor their own. The price and
// the street are given only where the agency publishes them (docs/domain-rules.md, private fields).

const forMail = {
  id: true,
  goal: true,
  recordFile: true,
  price: true,
  priceUnit: true,
  publishPrice: true,
  publishAddress: true,
  street: true,
  houseNumber: true,
  countryId: true,
  marquee: true,
  translations: { select: { locale: true, title: true, slug: true } },
  city: { select: { zip: true, translations: { select: { locale: true, name: true, slug: true } } } },
  documents: { orderBy: { id: 'asc' }, select: { id: true, name: true, url: true, public: true } },
} as const;

function inLocale<Row extends { locale: string }>(rows: readonly Row[], locale: Locale): Row | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === 'fr') ?? rows[0];
}

/** A property still on offer, with its texts in every language, or null. */
export async function findPropertyForMail(db: Db, id: number) {
  const row = await db.property.findFirst({ where: { id, status: AVAILABLE }, select: forMail });
  if (!row) return null;
  const goal: Goal = goalFromFeed(row.goal);
  return {
    id: row.id,
    recordFile: row.recordFile,
    goal,
    publishAddress: row.publishAddress,
    street: row.street,
    houseNumber: row.houseNumber,
    zip: row.city.zip,
    countryId: row.countryId,
    documents: row.documents,
    /** 'sold' or 'rented' (still online, no longer on offer), else null. */
    taken: takenState(row.marquee),
    title: (locale: Locale) => inLocale(row.translations, locale)?.title || row.recordFile,
    town: (locale: Locale) => inLocale(row.city.translations, locale)?.name ?? '',
    /** The absolute URL of its canonical page in `locale`, built like property-route.ts canonicalPath. */
    url(locale: Locale, siteUrl: string): string {
      // The same fallback as the page's own canonical link when the property has no text in `locale`.
      const text = row.translations.find((translation) => translation.locale === locale);
      const city = row.city.translations.find((translation) => translation.locale === locale);
      const href = propertyHref({
        id: row.id,
        goal,
        citySlug: text ? (city?.slug ?? UNKNOWN_CITY_SLUG) : UNKNOWN_CITY_SLUG,
        titleSlug: text ? text.slug : String(row.id),
      });
      return new URL(localizedPath(href.pathname, locale, href.params), siteUrl).href;
    },
    /** "€ 350.000", "Starting from € 1.200 per month" or "Price on request", in `locale`. */
    price(locale: Locale): string {
      const price = formatPrice({ price: row.price, publishPrice: row.publishPrice, priceUnit: row.priceUnit });
      return priceText(price, goal === GOAL.rent, priceWords(translator(locale, 'Price')));
    },
  };
}

export type PropertyForMail = NonNullable<Awaited<ReturnType<typeof findPropertyForMail>>>;

/** The property in one language: title, postcode and town (with the country outside Belgium), price, link. */
export function mailSummary(property: PropertyForMail, locale: Locale, siteUrl: string) {
  return {
    id: property.id,
    recordFile: property.recordFile,
    title: property.title(locale),
    town: placeText({ zip: property.zip, town: property.town(locale), countryId: property.countryId }, locale),
    price: property.price(locale),
    url: property.url(locale, siteUrl),
    documents: property.documents,
  };
}

export type PropertyMailSummary = ReturnType<typeof mailSummary>;

/** mailSummary of a property still on offer, or null. */
export async function propertyMailSummary(db: Db, id: number, locale: Locale, siteUrl: string) {
  const property = await findPropertyForMail(db, id);
  return property && mailSummary(property, locale, siteUrl);
}
