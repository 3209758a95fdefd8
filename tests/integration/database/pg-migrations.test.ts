// PostgreSQL keeps its own migrations (prisma/postgresql/migrations), generated offline from the
// same schema. These tests need a server: TEST_POSTGRES_URL (set by .ci/run); without it they are
// skipped, except the check that the derived schema is current, which needs none.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pricePerM2 } from '@/lib/domain/price-per-m2';
import { migrate } from '@/scripts/db/migrate';
import { createDatabase, dropDatabases, postgresDatabaseUrl } from '@/scripts/db/postgres-admin';
import { derivePostgresSchema, POSTGRES_SCHEMA, SQLITE_SCHEMA } from '@/scripts/db/postgres-schema';
import { pendingSchemaDiff, withSchemaEngine } from '@/scripts/db/schema-engine';
import { BACKFILLED, backfilledProperties } from '../support/price-per-m2-backfill';
import { TEST_POSTGRES_URL } from '../support/test-database';

const SKIPPED = 'on PostgreSQL (skipped: set TEST_POSTGRES_URL to run these)';
const databases: string[] = [];

afterAll(async () => {
  if (TEST_POSTGRES_URL && databases.length > 0) await dropDatabases(TEST_POSTGRES_URL, databases);
}, 60_000);

describe('the PostgreSQL schema', () => {
  it('is prisma/schema.prisma with the provider swapped (run `npm run db:generate` after a schema change)', () => {
    expect(readFileSync(POSTGRES_SCHEMA, 'utf8')).toBe(derivePostgresSchema(readFileSync(SQLITE_SCHEMA, 'utf8')));
  });
});

describe.skipIf(!TEST_POSTGRES_URL)(TEST_POSTGRES_URL ? 'PostgreSQL migrations' : SKIPPED, () => {
  const server = TEST_POSTGRES_URL ?? '';

  /** The URL of an empty database of this run named `name` (one a killed run left is dropped first). */
  async function emptyDatabase(name: string): Promise<string> {
    await dropDatabases(server, [name]);
    await createDatabase(server, name);
    databases.push(name);
    return postgresDatabaseUrl(server, name);
  }

  it('match the schema (run `npm run db:migration -- <name>` with TEST_POSTGRES_URL set)', async () => {
    expect(await withSchemaEngine(server, pendingSchemaDiff)).toBe('');
  }, 60_000);

  it('apply to an empty database, then have nothing left to apply', async () => {
    const url = await emptyDatabase(`vitrine_migrate_${process.pid}`);

    expect((await migrate(url)).length).toBeGreaterThan(0);
    expect(await migrate(url)).toEqual([]);
  }, 60_000);

  it("fill the price per m² of the properties already there by the import's rule", async () => {
    const properties = await backfilledProperties(await emptyDatabase(`vitrine_backfill_${process.pid}`));
    expect(properties).toEqual(BACKFILLED);
    expect(properties.map((property) => property.pricePerM2)).toEqual(properties.map(pricePerM2));
  }, 60_000);
});
