import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '@/generated/prisma/client';

export type Db = ReturnType<typeof createDbClient>;

/** A Prisma client on the SQLite file of `databaseUrl` (scripts and tests call this directly). */
export function createDbClient(databaseUrl: string) {
  const adapter = new PrismaBetterSqlite3({ url: databaseUrl.replace(/^file:/, '') });
  // Password hashes never leave the data layer unless a query asks for them explicitly.
  return new PrismaClient({ adapter, omit: { owner: { passwordHash: true } } });
}
