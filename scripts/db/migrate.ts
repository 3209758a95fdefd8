// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (offline, wasm engine):
// prisma/migrations for SQLite, prisma/postgresql/migrations for PostgreSQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { databaseProvider } from '@/lib/prisma-client';
import { NO_FILTERS, readMigrations, sqliteFileFromUrl, withSchemaEngine } from './schema-engine';
import { databaseUrl } from './database-url';

export async function migrate(url = databaseUrl()): Promise<string[]> {
  if (databaseProvider(url) === 'sqlite') {
    mkdirSync(path.dirname(path.resolve(sqliteFileFromUrl(url))), { recursive: true });
  }
  const { appliedMigrationNames } = await withSchemaEngine(url, async (engine, provider) =>
    engine.applyMigrations({ migrationsList: await readMigrations(provider), filters: NO_FILTERS }),
  );
  return appliedMigrationNames;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const applied = await migrate();
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
}
