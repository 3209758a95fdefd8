// What the home search box opens when the visitor searches without choosing a suggestion: the
// listing of the one town the text names, in any language, or else the listing's text search.
import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/domain/slug';
import type { Db } from '@/lib/prisma-client';
import { namedPlace, searchListingHref } from '@/lib/listing/named-place';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

async function withTowns(): Promise<Db> {
  const db = await freshDb();
  const towns = [
    { key: '10|9000|gent', zip: '9000', names: { fr: 'Gand', nl: 'Gent', en: 'Ghent', de: 'Gent' } },
    { key: '10|4000|liege', zip: '4000', names: { fr: 'Liège', nl: 'Luik', en: 'Liège', de: 'Lüttich' } },
    // Two villages of one postcode: the postcode alone names neither.
    { key: '10|6700|arlon', zip: '6700', names: { fr: 'Arlon', nl: 'Aarlen', en: 'Arlon', de: 'Arel' } },
    { key: '10|6700|bonnert', zip: '6700', names: { fr: 'Bonnert', nl: 'Bonnert', en: 'Bonnert', de: 'Bonnert' } },
  ];
  for (const town of towns)
    await db.city.create({
      data: {
        key: town.key,
        zip: town.zip,
        countryId: 10,
        translations: {
          create: Object.entries(town.names).map(([locale, name]) => ({
            locale,
            name,
            slug: slugify(name),
          })),
        },
      },
    });
  return db;
}

describe('the listing a home search opens', () => {
  it.each([
    // The text names one town: its listing.
    { locale: 'fr', text: 'Gand', opens: '/fr/a-vendre/?city=Gand%7C9000' },
    { locale: 'nl', text: 'Gent', opens: '/nl/te-koop/?city=Gent%7C9000' },
    { locale: 'de', text: 'gent', opens: '/de/zu-verkaufen/?city=Gent%7C9000' },
    // A name in another language than the page's still names the town, shown in the page's.
    { locale: 'fr', text: 'Gent', opens: '/fr/a-vendre/?city=Gand%7C9000' },
    { locale: 'nl', text: 'liege', opens: '/nl/te-koop/?city=Luik%7C4000' },
    { locale: 'en', text: '4000', opens: '/en/for-sale/?city=Li%C3%A8ge%7C4000' },
    { locale: 'fr', text: 'Arlon 6700', opens: '/fr/a-vendre/?city=Arlon%7C6700' },
    // The text names no one town: the listing's text search.
    { locale: 'fr', text: 'villa piscine', opens: '/fr/a-vendre/?q=villa+piscine' },
    { locale: 'nl', text: '6700', opens: '/nl/te-koop/?q=6700' },
    { locale: 'de', text: 'Gent 4000', opens: '/de/zu-verkaufen/?q=Gent+4000' },
    { locale: 'fr', text: 'Ga', opens: '/fr/a-vendre/?q=Ga' },
    { locale: 'fr', text: '   ', opens: '/fr/a-vendre/' },
  ] as const)('$locale $text → $opens', async ({ locale, text, opens }) => {
    const db = await withTowns();
    expect(await searchListingHref(db, locale, text)).toBe(opens);
  });

  it('gives the name in the asked language', async () => {
    const db = await withTowns();
    expect(await namedPlace(db, 'de', 'Luik')).toEqual({ name: 'Lüttich', zip: '4000' });
  });
});
