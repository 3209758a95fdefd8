// The migration that added the price per m² fills it for the properties already there, in SQL
// that must follow the import's rule (lib/domain/price-per-m2.ts). This migrates a database up to
// that migration, writes properties as the site did before it, then applies the rest.
import { createDbClient } from '@/lib/prisma-client';
import { migrate } from '@/scripts/db/migrate';
import { NO_FILTERS, readMigrations, withSchemaEngine } from '@/scripts/db/schema-engine';

const BACKFILL_MIGRATION = '20261125183616_price_per_m2';

/** One property per case of the rule, with the price per m² the migration must give it. */
export const BACKFILLED = [
  { price: 300_000, surfaceLiving: 100, publishPrice: true, pricePerM2: 3_000 },
  { price: 1_000, surfaceLiving: 70, publishPrice: true, pricePerM2: 1_000 / 70 },
  { price: 300_000, surfaceLiving: 100, publishPrice: false, pricePerM2: null },
  { price: null, surfaceLiving: 100, publishPrice: true, pricePerM2: null },
  { price: 0, surfaceLiving: 100, publishPrice: true, pricePerM2: null },
  { price: 300_000, surfaceLiving: null, publishPrice: true, pricePerM2: null },
  { price: 300_000, surfaceLiving: 0, publishPrice: true, pricePerM2: null },
];

/** BACKFILLED's properties as the migration left them, in that order. */
export async function backfilledProperties(url: string) {
  await withSchemaEngine(url, async (engine, provider) => {
    const migrations = await readMigrations(provider);
    const earlier = migrations.migrationDirectories.filter((directory) => directory.path < BACKFILL_MIGRATION);
    await engine.applyMigrations({
      migrationsList: { ...migrations, migrationDirectories: earlier },
      filters: NO_FILTERS,
    });
  });
  // Raw SQL: the client knows the new column, which the table does not have yet.
  const before = createDbClient(url);
  try {
    await before.$executeRaw`INSERT INTO "City" ("id", "key", "zip", "countryId") VALUES (1, '10|1000', '1000', 10)`;
    await before.$executeRaw`INSERT INTO "PropertyType" ("id", "webId") VALUES (1, 1)`;
    for (const [index, { price, surfaceLiving, publishPrice }] of BACKFILLED.entries()) {
      const id = index + 1;
      await before.$executeRaw`
        INSERT INTO "Property" ("id", "goal", "cityId", "typeId", "recordFile", "countryId", "price",
          "surfaceLiving", "publishPrice", "updatedAt")
        VALUES (${id}, 0, 1, 1, ${`V-${id}`}, 10, ${price}, ${surfaceLiving}, ${publishPrice}, ${new Date()})`;
    }
  } finally {
    await before.$disconnect();
  }

  await migrate(url);
  const after = createDbClient(url);
  try {
    return await after.property.findMany({
      orderBy: { id: 'asc' },
      select: { price: true, surfaceLiving: true, publishPrice: true, pricePerM2: true },
    });
  } finally {
    await after.$disconnect();
  }
}
