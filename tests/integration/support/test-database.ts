// A fresh, migrated database per test, on SQLite by default or on PostgreSQL in the PostgreSQL
// run of the integration suite (vitest.pg.config.ts sets VITRINE_TEST_DATABASE=postgresql and
// TEST_POSTGRES_URL names the server). SQLite: a copy of one migrated template file. PostgreSQL:
// copying a database takes seconds on a busy machine, so released databases are emptied
// (TRUNCATE) and handed out again.
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseProvider } from '@/lib/prisma-client';
import { migrate } from '@/scripts/db/migrate';
import { createDatabase, dropDatabases, postgresDatabaseUrl, truncateAll } from '@/scripts/db/postgres-admin';

export const TEST_PROVIDER: DatabaseProvider =
  process.env.VITRINE_TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite';

/** The PostgreSQL server of the tests, or undefined when none is configured. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || undefined;

let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string> | undefined;
/** PostgreSQL databases handed out since the last release, and those emptied for reuse. */
const inUse: string[] = [];
const free: string[] = [];
let count = 0;
// Unique per process and run, so parallel workers and leftovers of a killed run never collide.
const run = `vitrine_t_${process.pid}_${Date.now().toString(36)}`;

function postgresServer(): string {
  if (!TEST_POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set: no PostgreSQL server for the tests.');
  return TEST_POSTGRES_URL;
}

async function migratedSqliteTemplate(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-')), 'template.db');
  await migrate(`file:${file}`);
  return file;
}

async function migratedPostgresTemplate(): Promise<string> {
  const server = postgresServer();
  const name = `${run}_template`;
  await createDatabase(server, name);
  await migrate(postgresDatabaseUrl(server, name));
  return name;
}

/** Migrates the template now (call in beforeAll: the first migration takes a few seconds). */
export async function prepareTestDatabases(provider: DatabaseProvider = TEST_PROVIDER): Promise<void> {
  if (provider === 'sqlite') await (sqliteTemplate ??= migratedSqliteTemplate());
  else await (postgresTemplate ??= migratedPostgresTemplate());
}

/** URL of a new, migrated, empty database on `provider`. */
export async function createTestDatabase(provider: DatabaseProvider = TEST_PROVIDER): Promise<string> {
  count += 1;
  if (provider === 'sqlite') {
    const template = await (sqliteTemplate ??= migratedSqliteTemplate());
    const file = path.join(path.dirname(template), `test-${count}.db`);
    copyFileSync(template, file);
    return `file:${file}`;
  }
  const reused = free.pop();
  const name = reused ?? `${run}_${count}`;
  if (!reused) await createDatabase(postgresServer(), name, await (postgresTemplate ??= migratedPostgresTemplate()));
  inUse.push(name);
  return postgresDatabaseUrl(postgresServer(), name);
}

/** Empties the PostgreSQL databases of the test for the next one (afterEach, after disconnecting). */
export async function releaseTestDatabases(): Promise<void> {
  for (const name of inUse.splice(0)) {
    await truncateAll(postgresDatabaseUrl(postgresServer(), name));
    free.push(name);
  }
}

/** Drops every PostgreSQL database this process created, the template too (afterAll). */
export async function dropTestDatabases(): Promise<void> {
  const names = [...inUse.splice(0), ...free.splice(0)];
  const template = postgresTemplate;
  postgresTemplate = undefined;
  if (template) names.push(await template);
  if (names.length > 0) await dropDatabases(postgresServer(), names);
}
