import type { Locale } from '@/lib/i18n/locales';
import { STARTING_FROM_UNIT } from '@/lib/domain/price';
import { pricePerM2 } from '@/lib/domain/price-per-m2';
import { goalFromFeed } from '@/lib/properties/goal';
import { UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';

/**
 * What a property card needs, in one language. Shared by the listings, the home page, the
 * favourites and the similar properties, so a card looks and behaves the same everywhere.
 * A price or street the agency does not publish never leaves the data layer (docs/domain-rules.md,
 * private fields).
 */
export const cardSelect = (locale: Locale) =>
  ({
    id: true,
    goal: true,
    recordFile: true,
    marquee: true,
    underOption: true,
    price: true,
    priceUnit: true,
    publishPrice: true,
    previousPrice: true,
    priceReducedAt: true,
    createdAt: true,
    publishAddress: true,
    street: true,
    houseNumber: true,
    boxNr: true,
    countryId: true,
    bedrooms: true,
    surfaceLiving: true,
    surfaceGround: true,
    energyPerformance: true,
    epcLabelText: true,
    // Named from CardNames: a relation here is a statement of its own per batch (docs/caching.md).
    cityId: true,
    typeId: true,
    translations: { where: { locale }, select: { title: true, slug: true, description: true } },
    // Every picture, for the first and the count. On SQLite Prisma reads a relation's rows for all
    // the cards at once (by the propertyId index) and cuts `take` itself, so this reads no more than
    // `take: 1`; while `_count` joined a count of the whole picture table, 50 ms at 100,000 properties.
    pictures: { orderBy: { sort: 'asc' }, select: { url: true, width: true, height: true, name: true } },
  }) as const;

export type CardRow = {
  id: number;
  goal: number;
  recordFile: string;
  marquee: number;
  underOption: boolean;
  price: number | null;
  priceUnit: number | null;
  publishPrice: boolean;
  previousPrice: number | null;
  priceReducedAt: Date | null;
  createdAt: Date;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  countryId: number;
  bedrooms: number | null;
  surfaceLiving: number | null;
  surfaceGround: number | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
  cityId: number;
  typeId: number;
  translations: { title: string; slug: string; description: string }[];
  pictures: { url: string; width: number; height: number; name: string | null }[];
};

/**
 * What a card shows of its town and type, in one language, by id: a few dozen rows every card
 * shares, kept apart from the cards' own query (lib/properties/card-names.ts).
 */
export type CardNames = {
  towns: ReadonlyMap<number, { zip: string; name: string; slug: string }>;
  types: ReadonlyMap<number, string>;
};

/** The names of the towns and types of `rows` in `locale`, read or kept. */
export type ReadCardNames = (locale: Locale, rows: readonly CardRow[]) => Promise<CardNames>;

export type PropertyCardData = ReturnType<typeof toCard>;

/** `rows` as cards in `locale`, in their order. */
export async function toCards(rows: readonly CardRow[], locale: Locale, readNames: ReadCardNames) {
  if (rows.length === 0) return [];
  const names = await readNames(locale, rows);
  return rows.map((row) => toCard(row, names));
}

export function toCard(row: CardRow, names: CardNames) {
  const text = row.translations[0];
  const town = names.towns.get(row.cityId);
  return {
    id: row.id,
    goal: goalFromFeed(row.goal),
    title: text?.title ?? row.recordFile,
    titleSlug: text?.slug ?? String(row.id),
    description: text?.description ?? '',
    cityName: town?.name ?? '',
    citySlug: town?.slug ?? UNKNOWN_CITY_SLUG,
    zip: town?.zip ?? '',
    countryId: row.countryId,
    typeName: names.types.get(row.typeId) ?? '',
    recordFile: row.recordFile,
    marquee: row.marquee,
    underOption: row.underOption,
    price: row.publishPrice ? row.price : null,
    priceUnit: row.priceUnit,
    publishPrice: row.publishPrice,
    // A reduction is a price too: hidden with it.
    previousPrice: row.publishPrice ? row.previousPrice : null,
    priceReducedAt: row.publishPrice ? row.priceReducedAt : null,
    createdAt: row.createdAt,
    address: row.publishAddress ? { street: row.street, houseNumber: row.houseNumber, boxNr: row.boxNr } : null,
    bedrooms: row.bedrooms,
    surface: row.surfaceLiving ?? row.surfaceGround,
    // Buyers compare prices per m² (Immoweb, Zimmo): for sale only, and never from a "starting
    // from" price, which is not the price of this surface.
    pricePerM2: goalFromFeed(row.goal) === 'sale' && row.priceUnit !== STARTING_FROM_UNIT ? pricePerM2(row) : null,
    energyPerformance: row.energyPerformance,
    epcLabelText: row.epcLabelText,
    picture: row.pictures[0] ?? null,
    photoCount: row.pictures.length,
  };
}
