// `npm run db:generate` (and postinstall): the Prisma clients for SQLite (generated/prisma) and
// PostgreSQL (generated/prisma-pg, from the derived schema). `prisma generate` insists on a
// schema-engine binary it would download; generating does not use it, so any existing file
// satisfies the check (docs/toolchain.md, generating the client).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, writePostgresSchema } from './postgres-schema';

if (writePostgresSchema()) console.log(`Wrote ${path.relative(process.cwd(), POSTGRES_SCHEMA)}`);
for (const schema of [SQLITE_SCHEMA, POSTGRES_SCHEMA]) {
  const result = spawnSync('prisma', ['generate', '--schema', path.relative(process.cwd(), schema)], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
