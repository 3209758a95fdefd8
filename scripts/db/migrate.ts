// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (offline, wasm engine).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { NO_FILTERS, readMigrations, sqliteFileFromUrl, withSchemaEngine } from './schema-engine';
import { databaseUrl } from './database-url';

export async function migrate(url = databaseUrl()): Promise<string[]> {
  mkdirSync(path.dirname(path.resolve(sqliteFileFromUrl(url))), { recursive: true });
  const migrationsList = await readMigrations();
  const { appliedMigrationNames } = await withSchemaEngine(url, (engine) =>
    engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
  );
  return appliedMigrationNames;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const applied = await migrate();
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
}
