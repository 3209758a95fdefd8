// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql
// from the difference between the committed migrations and prisma/schema.prisma.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, pendingSchemaDiff, withSchemaEngine } from './schema-engine';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
if (!name) {
  console.error('Usage: npm run db:migration -- <name>');
  process.exit(1);
}

// The diff needs a scratch database to replay migrations on; never the real one.
const scratch = path.join(await mkdtemp(path.join(os.tmpdir(), 'vitrine-migration-')), 'scratch.db');
const script = await withSchemaEngine(`file:${scratch}`, pendingSchemaDiff);
if (!script) {
  console.log('Schema and migrations are in sync: nothing to write.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const directory = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
await mkdir(directory, { recursive: true });
await writeFile(path.join(directory, 'migration.sql'), `${script}\n`);
await writeFile(path.join(MIGRATIONS_DIR, 'migration_lock.toml'), 'provider = "sqlite"\n');
console.log(`Wrote ${path.relative(process.cwd(), directory)}/migration.sql`);
