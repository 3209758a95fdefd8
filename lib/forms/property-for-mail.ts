import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/lib/prisma-client';
import { AVAILABLE } from '@/lib/properties/status';

// What a form's mails say about the property: its title and town in the reader's language (the
// agency reads French, the visitor their own) and the street only where it is published.

export type PropertyForMail = {
  id: number;
  recordFile: string;
  goal: number;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  zip: string;
  countryId: number;
  title: (locale: Locale) => string;
  town: (locale: Locale) => string;
};

function inLocale<Row extends { locale: string }>(rows: readonly Row[], locale: Locale): Row | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === 'fr') ?? rows[0];
}

/** A property still on offer (status available), or null. */
export async function findPropertyForMail(db: Db, id: number): Promise<PropertyForMail | null> {
  const row = await db.property.findFirst({
    where: { id, status: AVAILABLE },
    select: {
      id: true,
      recordFile: true,
      goal: true,
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
    goal: row.goal,
    publishAddress: row.publishAddress,
    street: row.street,
    houseNumber: row.houseNumber,
    zip: row.city.zip,
    countryId: row.countryId,
    title: (locale) => inLocale(row.translations, locale)?.title || row.recordFile,
    town: (locale) => inLocale(row.city.translations, locale)?.name ?? '',
  };
}
