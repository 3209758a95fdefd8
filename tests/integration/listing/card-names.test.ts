// The towns' and types' names a card shows, read apart from the cards (lib/properties/card-names.ts)
// and kept by the server until an import of references expires them
// (lib/properties/remembered-card-names.ts).
import { describe, expect, it } from 'vitest';
import { forgetLocalCopies } from '@/lib/cache/forget-local-copies';
import { CACHE_TAG } from '@/lib/cache/tags';
import { cardSelect, toCards } from '@/lib/properties/card';
import { cardNamesFrom } from '@/lib/properties/card-names';
import { rememberedCardNames } from '@/lib/properties/remembered-card-names';
import type { Db } from '@/lib/prisma-client';
import { createTestProperty, nameUccle } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

async function cardRows(db: Db, ids: number[]) {
  return db.property.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' }, select: cardSelect('nl') });
}

async function nameType(db: Db, typeId: number, name: string) {
  await db.propertyTypeTranslation.upsert({
    where: { typeId_locale: { typeId, locale: 'nl' } },
    update: { name },
    create: { typeId, locale: 'nl', name },
  });
}

async function addTown(db: Db) {
  const town = await db.city.create({ data: { key: '10|1050|ixelles', zip: '1050', countryId: 10 } });
  await db.cityTranslation.create({ data: { cityId: town.id, locale: 'nl', name: 'Elsene', slug: 'elsene' } });
  return town;
}

describe('a card’s town and type names', () => {
  it('are those of the card’s language, in the cards’ order', async () => {
    const db = await freshDb();
    const property = await createTestProperty(db);
    await nameUccle(db, property.cityId);
    await nameType(db, property.typeId, 'Woning');
    const town = await addTown(db);
    const other = await createTestProperty(db, { cityId: town.id });

    const cards = await toCards(await cardRows(db, [property.id, other.id]), 'nl', cardNamesFrom(db));
    expect(cards.map((card) => [card.id, card.cityName, card.citySlug, card.zip, card.typeName])).toEqual([
      [property.id, 'Ukkel', 'ukkel', '1180', 'Woning'],
      [other.id, 'Elsene', 'elsene', '1050', 'Woning'],
    ]);
  });

  it('are kept until the references expire, and read again for a town they do not know', async () => {
    const db = await freshDb();
    // Names kept from earlier tests' databases go first.
    forgetLocalCopies(new Set([CACHE_TAG.references]));
    const kept = rememberedCardNames(db);
    const property = await createTestProperty(db);
    await nameUccle(db, property.cityId);
    await nameType(db, property.typeId, 'Woning');
    const nameOf = async (id: number) => (await toCards(await cardRows(db, [id]), 'nl', kept))[0]?.typeName;
    expect(await nameOf(property.id)).toBe('Woning');

    await nameType(db, property.typeId, 'Huis');
    // Another kind of data expiring leaves the names as they were.
    forgetLocalCopies(new Set([CACHE_TAG.listings, CACHE_TAG.property(property.id)]));
    expect(await nameOf(property.id)).toBe('Woning');

    // A town added since the names were kept: they are read again, with the renamed type.
    const newcomer = await createTestProperty(db, { cityId: (await addTown(db)).id });
    const [card] = await toCards(await cardRows(db, [newcomer.id]), 'nl', kept);
    expect(card).toMatchObject({ cityName: 'Elsene', typeName: 'Huis' });

    // An import of references expires them.
    await nameType(db, property.typeId, 'Eengezinswoning');
    forgetLocalCopies(new Set([CACHE_TAG.references]));
    expect(await nameOf(property.id)).toBe('Eengezinswoning');
  });
});
