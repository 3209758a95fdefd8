// The pages of the visitors mix (mix-visitors.ts), read from the bench database before the server
// starts and built as the site builds its links, drawn with a seeded generator so runs repeat:
// home pages, listings with the filters visitors use, property pages by popularity (Zipf's law
// over every page of every property on offer, in a shuffled order so popularity is not by id)
// and the contact page, each in the four languages.
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { DEFAULT_FILTERS, serializeListingFilters, type ListingFilters } from '@/lib/listing/listing-params';
import { GOAL, goalFromFeed, listingPathname, type Goal } from '@/lib/properties/goal';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import { AVAILABLE } from '@/lib/properties/status';
import type { Db } from '@/lib/prisma-client';
import type { Random } from '@/prisma/seed/prng';
import type { UrlSource } from './url-driver';
import { shuffled, zipfSampler } from './zipf';

/** Share of each kind of page in the mix. */
export const PAGE_SHARES = { home: 0.2, listing: 0.2, 'property page': 0.55, contact: 0.05 } as const;

// Round figures, as the price fields' choices and visitors' typing give them.
const PRICE_STEPS: Record<Goal, number[]> = {
  sale: [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000],
  rent: [500, 750, 1_000, 1_250, 1_500, 2_000, 2_500],
};

/** A property on offer: its price, and its page's path in each language (LOCALES' order). */
export type CatalogueProperty = { id: number; goal: Goal; price: number | null; paths: string[] };

type Town = { zip: string; names: Partial<Record<string, string>> };
type PropertyType = { webId: number; sale: boolean; rent: boolean };
export type Catalogue = { properties: CatalogueProperty[]; towns: Town[]; types: PropertyType[] };

// Read a slice at a time: 100,000 properties with their texts in one query would make one
// statement with 400,000 bound values.
const BATCH = 5_000;

type SlugRow = { locale: string; slug: string };

/**
 * A property page's canonical path, as the page itself names it (lib/properties/property-route.ts
 * canonicalHref): without a text in the language, the id stands for the title and the town's slug is
 * UNKNOWN_CITY_SLUG; any other path answers a redirect.
 */
function propertyPath(id: number, goal: Goal, texts: SlugRow[], towns: SlugRow[], locale: Locale): string {
  const text = texts.find((row) => row.locale === locale);
  const town = towns.find((row) => row.locale === locale);
  const href = propertyHref({
    id,
    goal,
    citySlug: text ? (town?.slug ?? UNKNOWN_CITY_SLUG) : UNKNOWN_CITY_SLUG,
    titleSlug: text ? text.slug : String(id),
  });
  return localizedPath(href.pathname, locale, href.params);
}

async function readProperties(db: Db): Promise<CatalogueProperty[]> {
  const properties: CatalogueProperty[] = [];
  for (let after = 0; ;) {
    const rows = await db.property.findMany({
      where: { status: AVAILABLE, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: {
        id: true,
        goal: true,
        price: true,
        translations: { select: { locale: true, slug: true } },
        city: { select: { translations: { select: { locale: true, slug: true } } } },
      },
    });
    for (const row of rows) {
      const goal = goalFromFeed(row.goal);
      const paths = LOCALES.map((locale) =>
        propertyPath(row.id, goal, row.translations, row.city.translations, locale),
      );
      properties.push({ id: row.id, goal, price: row.price, paths });
    }
    if (rows.length < BATCH) return properties;
    after = rows.at(-1)?.id ?? after;
  }
}

export async function readCatalogue(db: Db): Promise<Catalogue> {
  const [properties, cities, types] = await Promise.all([
    readProperties(db),
    // Towns with something on offer: those visitors pick in the town field.
    db.city.findMany({
      where: { properties: { some: { status: AVAILABLE } } },
      select: { zip: true, translations: { select: { locale: true, name: true } } },
    }),
    db.propertyType.findMany({ select: { webId: true, sale: true, rent: true } }),
  ]);
  const towns = cities.map((city) => ({
    zip: city.zip,
    names: Object.fromEntries(city.translations.map((row) => [row.locale, row.name])),
  }));
  return { properties, towns, types };
}

/** A listing as visitors filter it: a town, a type, a price range, bedrooms and a later page, each or not. */
function listingPath(catalogue: Catalogue, random: Random, locale: Locale): string {
  const goal = random.chance(0.5) ? GOAL.sale : GOAL.rent;
  const filters: ListingFilters = { ...DEFAULT_FILTERS, regions: [], features: [] };
  if (random.chance(0.5) && catalogue.towns.length > 0) {
    const town = random.pick(catalogue.towns);
    const name = town.names[locale] ?? Object.values(town.names)[0];
    if (name) filters.cities = [{ name, zip: town.zip }];
  }
  const types = catalogue.types.filter((type) => (goal === GOAL.sale ? type.sale : type.rent));
  if (random.chance(0.4) && types.length > 0) filters.type = random.pick(types).webId;
  if (random.chance(0.4)) {
    const steps = PRICE_STEPS[goal];
    const low = random.int(0, steps.length - 2);
    const high = random.int(low + 1, steps.length - 1);
    // A lower bound, an upper bound or both.
    const bounds = random.int(0, 2);
    if (bounds !== 1) filters.priceMin = steps[low] ?? null;
    if (bounds !== 0) filters.priceMax = steps[high] ?? null;
  }
  if (random.chance(0.3)) filters.bedrooms = random.int(1, 4);
  if (random.chance(0.3)) filters.page = random.int(2, 5);
  const query = serializeListingFilters(filters).toString();
  const path = localizedPath(listingPathname(goal), locale);
  return query ? `${path}?${query}` : path;
}

/** An endless draw of the mix's pages. */
export function visitorPages(catalogue: Catalogue, random: Random): UrlSource {
  const pages = shuffled(
    catalogue.properties.flatMap((property) => property.paths),
    random,
  );
  const popularity = zipfSampler(pages.length);
  return () => {
    const draw = random.next();
    const locale = random.pick(LOCALES);
    if (draw < PAGE_SHARES.home) return { group: 'home', path: localizedPath('/', locale) };
    if (draw < PAGE_SHARES.home + PAGE_SHARES.listing) {
      return { group: 'listing', path: listingPath(catalogue, random, locale) };
    }
    if (draw < 1 - PAGE_SHARES.contact) {
      return { group: 'property page', path: pages[popularity(random.next())] as string };
    }
    return { group: 'contact', path: localizedPath('/contact', locale) };
  };
}
