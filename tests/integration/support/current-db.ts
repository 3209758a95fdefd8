// lib/db for code that reads the app's client while each test takes a fresh database: the client
// it answers is the one the test last named. In the test file, above the imports that read it:
//   vi.mock('@/lib/db', async () => (await import('../support/current-db')).currentDbModule);
import type { Db } from '@/lib/prisma-client';

let current: Db | undefined;

/** lib/db's exports, answering the client of `setCurrentDb`. */
export const currentDbModule = {
  get db() {
    return current;
  },
};

/** What lib/db answers from now on. */
export function setCurrentDb(db: Db): void {
  current = db;
}
