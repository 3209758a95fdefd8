// The application's own modules (route handlers, lib/db) on the test database of the run. lib/env
// reads the environment once, at its first use (lib/db's import is one): a test file sets what its
// modules read, then imports them, as `appOnTestDatabase` does at the top of the file (top-level await).
import { afterAll, vi } from 'vitest';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { createTestDatabase, dropTestDatabases } from './test-database';

export const SITE = 'http://localhost:3000';

/** Variables the modules read; undefined removes one (SMTP_URL unset: mails are written as files). */
export type Environment = Record<string, string | undefined>;

export function setEnvironment(environment: Environment): void {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * A client on the test database of the run, which DATABASE_URL now names, with SITE_URL: call this
 * before importing the modules that read them.
 */
export async function openTestDatabase(): Promise<Db> {
  setEnvironment({ DATABASE_URL: await createTestDatabase(), SITE_URL: SITE });
  return createDbClient(process.env.DATABASE_URL!);
}

/** Disconnects `db`, and drops the databases the run made. */
export async function closeTestDatabase(db: Db): Promise<void> {
  await db.$disconnect();
  await dropTestDatabases();
}

/**
 * The test database (openTestDatabase) with `environment` set besides, then what `load` imports,
 * typed as its modules are (`load: async () => ({ POST: (await import('@/app/api/…/route')).POST })`),
 * beside `db`, a client of that database closed after the file's last test. Route handlers on a
 * database take seconds on a busy machine: each test of the file may take `testTimeout`.
 */
export async function appOnTestDatabase<Loaded extends object>({
  environment = {},
  load,
  testTimeout = 60_000,
}: {
  environment?: Environment;
  load: () => Promise<Loaded>;
  testTimeout?: number;
}): Promise<Loaded & { db: Db }> {
  vi.setConfig({ testTimeout });
  const db = await openTestDatabase();
  afterAll(() => closeTestDatabase(db), 60_000);
  setEnvironment(environment);
  return { ...(await load()), db };
}
