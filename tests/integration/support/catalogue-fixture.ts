// The smallest catalogue a form, alert or slot test needs: one town, one type and properties in it.
import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/prisma-client';

let next = 50_000;

/** A published property in Uccle (1180, Brussels), type WebID 1; `data` overrides any column. */
export async function createTestProperty(db: Db, data: Partial<Prisma.PropertyUncheckedCreateInput> = {}) {
  const city = await db.city.upsert({
    where: { key: '10|1180|uccle' },
    update: {},
    create: { key: '10|1180|uccle', zip: '1180', countryId: 10 },
  });
  const type = await db.propertyType.upsert({ where: { id: 101 }, update: {}, create: { id: 101, webId: 1 } });
  next += 1;
  return db.property.create({
    data: { id: next, recordFile: `V-${next}`, goal: 0, cityId: city.id, typeId: type.id, countryId: 10, ...data },
  });
}

/** The house the visit tests book: Rue du Doyenné 12 in Uccle, titled (and `slugs`) in French and Dutch. */
export function createTitledHouse(
  db: Db,
  data: Partial<Prisma.PropertyUncheckedCreateInput> = {},
  slugs = { fr: 'maison-3-chambres', nl: 'woning-3-slaapkamers' },
) {
  return createTestProperty(db, {
    street: 'Rue du Doyenné',
    houseNumber: '12',
    ...data,
    translations: {
      create: [
        { locale: 'fr', title: 'Maison 3 chambres avec jardin', slug: slugs.fr },
        { locale: 'nl', title: 'Woning met 3 slaapkamers en tuin', slug: slugs.nl },
      ],
    },
  });
}

/** Names the town of `cityId` as the site writes Uccle: in French, and Ukkel in Dutch. */
export async function nameUccle(db: Db, cityId: number): Promise<void> {
  for (const [locale, name] of [
    ['fr', 'Uccle'],
    ['nl', 'Ukkel'],
  ] as const) {
    await db.cityTranslation.upsert({
      where: { cityId_locale: { cityId, locale } },
      update: {},
      create: { cityId, locale, name, slug: name.toLowerCase() },
    });
  }
}
