// `npm run db:migration -- <name>`: writes <timestamp>_<name>/migration.sql from the difference
// between the committed migrations and the schema, for SQLite (prisma/migrations) and PostgreSQL
// (prisma/postgresql/migrations). The PostgreSQL diff replays the migrations on a scratch
// database, so it needs a server: TEST_POSTGRES_URL (the engine creates and drops a shadow
// database there and writes nothing else).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseProvider } from '@/lib/prisma-client';
import { writePostgresSchema } from './postgres-schema';
import { LAYOUT, lockfileContent, pendingSchemaDiff, withSchemaEngine } from './schema-engine';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
if (!name) {
  console.error('Usage: npm run db:migration -- <name>   (TEST_POSTGRES_URL=postgresql://… for the PostgreSQL one)');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);

async function write(provider: DatabaseProvider, scratchUrl: string): Promise<void> {
  const script = await withSchemaEngine(scratchUrl, pendingSchemaDiff);
  if (!script) {
    console.log(`${provider}: schema and migrations are in sync, nothing to write.`);
    return;
  }
  const directory = path.join(LAYOUT[provider].migrations, `${stamp}_${name}`);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'migration.sql'), `${script}\n`);
  await writeFile(path.join(LAYOUT[provider].migrations, 'migration_lock.toml'), lockfileContent(provider));
  console.log(`${provider}: wrote ${path.relative(process.cwd(), directory)}/migration.sql`);
}

writePostgresSchema();
// The diff needs a scratch database to replay migrations on; never the real one.
await write('sqlite', `file:${path.join(await mkdtemp(path.join(os.tmpdir(), 'vitrine-migration-')), 'scratch.db')}`);
const postgres = process.env.TEST_POSTGRES_URL;
if (postgres) {
  await write('postgresql', postgres);
} else {
  console.error(
    'postgresql: not written. Set TEST_POSTGRES_URL to a PostgreSQL server (docs/development.md) and run this again;' +
      ' the PostgreSQL migration test fails until it is written.',
  );
  process.exitCode = 1;
}
