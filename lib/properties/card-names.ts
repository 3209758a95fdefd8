import type { Locale } from '@/lib/i18n/locales';
import type { CardNames, CardRow, ReadCardNames } from '@/lib/properties/card';
import { UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import type { Db } from '@/lib/prisma-client';

// A card names its town and type. Read with the cards, they were four of the seven statements of
// every batch of cards (each relation of a Prisma `include` is a statement of its own), though the
// towns and types are a few dozen rows that change only with an import of references. They are
// read whole, once per language, and the server keeps them (lib/properties/remembered-card-names.ts).

/** Every town's and type's name in `locale`. */
export async function readCardNames(client: Db, locale: Locale): Promise<CardNames> {
  const [towns, types] = await Promise.all([
    client.city.findMany({
      select: { id: true, zip: true, translations: { where: { locale }, select: { name: true, slug: true } } },
    }),
    client.propertyType.findMany({ select: { id: true, translations: { where: { locale }, select: { name: true } } } }),
  ]);
  return {
    towns: new Map(
      towns.map((town) => {
        const text = town.translations[0];
        return [town.id, { zip: town.zip, name: text?.name ?? '', slug: text?.slug ?? UNKNOWN_CITY_SLUG }];
      }),
    ),
    types: new Map(types.map((type) => [type.id, type.translations[0]?.name ?? ''])),
  };
}

/** Names read from `client` for each batch of cards. */
export const cardNamesFrom =
  (client: Db): ReadCardNames =>
  (locale) =>
    readCardNames(client, locale);

/** Whether `names` knows the town and type of every row: kept names may predate a new town. */
export function namesEveryRow(names: CardNames, rows: readonly CardRow[]): boolean {
  return rows.every((row) => names.towns.has(row.cityId) && names.types.has(row.typeId));
}
