// The rentals the listing's query tests search: each row an id, a town and its own columns.
import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/prisma-client';

export type ListingRow<Town extends string> = [
  id: number,
  town: Town,
  columns: Partial<Prisma.PropertyUncheckedCreateInput>,
];

/**
 * Rentals of the type of WebID 1 (made here), the higher the id the newer: each row in the city
 * `placeOf` gives its town, with the row's columns over these.
 */
export async function createListingRows<Town extends string>(
  db: Db,
  rows: ListingRow<Town>[],
  placeOf: (town: Town) => { cityId: number; countryId: number },
): Promise<void> {
  await db.propertyType.create({ data: { id: 101, webId: 1 } });
  for (const [id, town, columns] of rows) {
    await db.property.create({
      data: {
        id,
        recordFile: `L-${id}`,
        goal: 1,
        typeId: 101,
        ...placeOf(town),
        createdAt: new Date(Date.UTC(2026, 9, 1, id)),
        ...columns,
      },
    });
  }
}
