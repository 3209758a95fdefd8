// Vitest's global set-up for the integration suite (vitest.config.ts, vitest.pg.config.ts): the
// migrated templates that tests/integration/support/test-database.ts copies, made once per run
// rather than once per test file. Loading the schema engine and applying every migration takes
// seconds, and each test file runs in its own module graph.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '@/scripts/db/migrate';
import { createDatabase, dropDatabases, postgresDatabaseUrl } from '@/scripts/db/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file, to copy. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database on TEST_POSTGRES_URL, to create others from; '' without a server. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const sqliteTemplate = path.join(folder, 'template.db');
  await migrate(`file:${sqliteTemplate}`);
  project.provide('sqliteTemplate', sqliteTemplate);

  const server = process.env.TEST_POSTGRES_URL || undefined;
  // Unique per run, so that leftovers of a killed run never collide.
  const postgresTemplate = server ? `vitrine_t_${process.pid}_${Date.now().toString(36)}_template` : '';
  if (server) {
    await createDatabase(server, postgresTemplate);
    await migrate(postgresDatabaseUrl(server, postgresTemplate));
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (server) await dropDatabases(server, [postgresTemplate]);
    rmSync(folder, { recursive: true, force: true });
  };
}
