// A fresh, migrated database per test, on SQLite by default or on PostgreSQL in the PostgreSQL
// run of the integration suite (vitest.pg.config.ts sets VITRINE_TEST_DATABASE=postgresql and
// TEST_POSTGRES_URL names the server). Both copy a template migrated once per run
// (tests/integration/support/migrated-templates.ts). PostgreSQL: copying a database takes a while on
// a busy machine, so released databases are emptied (TRUNCATE) and handed out again.
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { DatabaseProvider } from '@/lib/prisma-client';
import { createDatabase, dropDatabases, postgresDatabaseUrl, truncateAll } from '@/scripts/db/postgres-admin';

export const TEST_PROVIDER: DatabaseProvider =
  process.env.VITRINE_TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite';

/** The PostgreSQL server of the tests, or undefined when none is configured. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || undefined;

/** PostgreSQL databases handed out since the last release, and those emptied for reuse. */
const inUse: string[] = [];
const free: string[] = [];
let count = 0;
// Unique per process and run, so parallel workers and leftovers of a killed run never collide.
const run = `vitrine_t_${process.pid}_${Date.now().toString(36)}`;
// This file's own folder for its SQLite copies.
let sqliteFolder: string | undefined;

function postgresServer(): string {
  if (!TEST_POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set: no PostgreSQL server for the tests.');
  return TEST_POSTGRES_URL;
}

/** URL of a new, migrated, empty database on `provider`. */
export async function createTestDatabase(provider: DatabaseProvider = TEST_PROVIDER): Promise<string> {
  count += 1;
  if (provider === 'sqlite') {
    sqliteFolder ??= mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
    const file = path.join(sqliteFolder, `test-${count}.db`);
    copyFileSync(inject('sqliteTemplate'), file);
    return `file:${file}`;
  }
  const reused = free.pop();
  const name = reused ?? `${run}_${count}`;
  if (!reused) await createDatabase(postgresServer(), name, inject('postgresTemplate'));
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

/** Drops every PostgreSQL database this process created (afterAll). */
export async function dropTestDatabases(): Promise<void> {
  const names = [...inUse.splice(0), ...free.splice(0)];
  if (names.length > 0) await dropDatabases(postgresServer(), names);
}
