import { visitLocation } from '@/lib/appointments/visit-location';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Db } from '@/lib/prisma-client';
import { findPropertyForMail, type PropertyForMail } from '@/lib/properties/property-for-mail';

// The property of a booked visit as the visit's mails and page name it, in any language: its
// title and the place of the visit, and its page while it is on offer (where the visitor chooses
// another time). A withdrawn one (sold, let) is still named, without a page.

export type VisitedProperty = {
  id: number;
  recordFile: string;
  title: (locale: Locale) => string;
  place: (locale: Locale) => string;
  /** Its page's absolute URL while it is on offer, else null. */
  url: (locale: Locale, siteUrl: string) => string | null;
  /** On offer and neither sold nor let: visits may still be booked, or moved to another slot. */
  takesVisits: boolean;
};

function inLocale<Row extends { locale: string }>(rows: readonly Row[], locale: Locale): Row | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === DEFAULT_LOCALE) ?? rows[0];
}

/** A property on offer as a visit names it. */
export function visitedPropertyOnOffer(property: PropertyForMail): VisitedProperty {
  return {
    id: property.id,
    recordFile: property.recordFile,
    title: property.title,
    place: (locale) => visitLocation({ ...property, town: property.town(locale) }, locale),
    url: (locale, siteUrl) => property.url(locale, siteUrl),
    takesVisits: property.taken === null,
  };
}

/** The visited property, on offer or not; null when it is gone from the database. */
export async function findVisitedProperty(db: Db, propertyId: number): Promise<VisitedProperty | null> {
  const onOffer = await findPropertyForMail(db, propertyId);
  if (onOffer) return visitedPropertyOnOffer(onOffer);
  const row = await db.property.findUnique({
    where: { id: propertyId },
    select: {
      id: true,
      recordFile: true,
      publishAddress: true,
      street: true,
      houseNumber: true,
      countryId: true,
      translations: { select: { locale: true, title: true } },
      city: { select: { zip: true, translations: { select: { locale: true, name: true } } } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    recordFile: row.recordFile,
    title: (locale) => inLocale(row.translations, locale)?.title || row.recordFile,
    place: (locale) =>
      visitLocation({ ...row, zip: row.city.zip, town: inLocale(row.city.translations, locale)?.name ?? '' }, locale),
    url: () => null,
    takesVisits: false,
  };
}
