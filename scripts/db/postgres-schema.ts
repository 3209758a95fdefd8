// prisma/schema.prisma (SQLite) is the one schema anybody edits. PostgreSQL gets a copy with the
// provider swapped and its own generated client (Prisma 7 compiles queries per provider), written
// by `npm run db:generate` and checked by a test, so the two never drift apart.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const SQLITE_SCHEMA = path.resolve('prisma/schema.prisma');
export const POSTGRES_SCHEMA = path.resolve('prisma/postgresql/schema.prisma');

const HEADER =
  '// GENERATED from prisma/schema.prisma by scripts/db/postgres-schema.ts (npm run db:generate).\n' +
  '// Do not edit: change prisma/schema.prisma, then run `npm run db:generate` and `npm run db:migration`.\n\n';

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`prisma/schema.prisma no longer matches ${pattern}`);
  return text.replace(pattern, replacement);
}

export function derivePostgresSchema(sqliteSchema: string): string {
  let schema = replaceOnce(sqliteSchema, /(datasource db \{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"');
  schema = replaceOnce(
    schema,
    /(generator client \{[^}]*output\s*=\s*)"\.\.\/generated\/prisma"/,
    '$1"../../generated/prisma-pg"',
  );
  return HEADER + schema;
}

/** Writes prisma/postgresql/schema.prisma when it differs; true when it changed. */
export function writePostgresSchema(): boolean {
  const derived = derivePostgresSchema(readFileSync(SQLITE_SCHEMA, 'utf8'));
  let current = '';
  try {
    current = readFileSync(POSTGRES_SCHEMA, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current === derived) return false;
  mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
  writeFileSync(POSTGRES_SCHEMA, derived);
  return true;
}
