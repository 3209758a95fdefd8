// The smallest catalogue a form or alert test needs: one town, one type and properties in it.
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
