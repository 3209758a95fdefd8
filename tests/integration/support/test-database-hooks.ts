// The hooks of a test file that takes fresh databases (tests/integration/support/test-database.ts):
// each test's clients are disconnected and its databases given back after it, and every database
// is dropped at the end.
import { afterAll, afterEach, vi } from 'vitest';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { createTestDatabase, dropTestDatabases, releaseTestDatabases } from './test-database';

export function testDatabaseHooks({ testTimeout = 30_000 } = {}) {
  const open: Db[] = [];
  vi.setConfig({ testTimeout });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.$disconnect()));
    await releaseTestDatabases();
  });
  afterAll(() => dropTestDatabases(), 60_000);
  return {
    /** A client on a new, migrated, empty database, disconnected after the test. */
    async freshDb(): Promise<Db> {
      const db = createDbClient(await createTestDatabase());
      open.push(db);
      return db;
    },
    /** Disconnects `db`, made elsewhere (a form harness), after the test. */
    track<T extends Db>(db: T): T {
      open.push(db);
      return db;
    },
  };
}
