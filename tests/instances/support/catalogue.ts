// The several-servers test's PostgreSQL database: created with the demo data, read to name real
// properties, changed behind the site's back, dropped at the end.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { postgresConfig } from '@/lib/prisma-client';
import { createDatabase, dropDatabases, postgresDatabaseUrl } from '@/scripts/db/postgres-admin';

/** A new database on `server`, migrated and seeded with the demo data as `npm run db:seed` does. */
export async function seededDatabase(server: string, name: string): Promise<string> {
  await createDatabase(server, name);
  const url = postgresDatabaseUrl(server, name);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`Seeding ${name} failed:\n${seed.stderr}`);
  return url;
}

export const dropDatabase = (server: string, name: string) => dropDatabases(server, [name]);

export async function query<Row>(url: string, sql: string, ...params: unknown[]): Promise<Row[]> {
  const client = new pg.Client(postgresConfig(url).pool);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

export type Listed = { id: number; price: number };

/** The `skip`-th newest available property for sale whose price is shown, outside any project. */
export async function newestForSale(url: string, skip: number): Promise<Listed> {
  const [row] = await query<Listed>(
    url,
    `SELECT id, price FROM "Property"
      WHERE status = 'available' AND goal = 0 AND "publishPrice" AND "projectId" IS NULL
      ORDER BY "createdAt" DESC, id DESC LIMIT 1 OFFSET $1`,
    skip,
  );
  if (!row) throw new Error(`No property for sale at ${skip}`);
  return row;
}

/** The page of a property for sale in `locale`. */
export async function saleAddress(url: string, id: number, locale: Locale): Promise<string> {
  const [row] = await query<{ title: string; city: string }>(
    url,
    `SELECT t.slug AS title, ct.slug AS city FROM "Property" p
       JOIN "PropertyTranslation" t ON t."propertyId" = p.id AND t.locale = $2
       JOIN "CityTranslation" ct ON ct."cityId" = p."cityId" AND ct.locale = $2
      WHERE p.id = $1`,
    id,
    locale,
  );
  if (!row) throw new Error(`No property ${id} in ${locale}`);
  return localizedPath('/for-sale/[city]/[title]/[id]', locale, { city: row.city, title: row.title, id });
}
