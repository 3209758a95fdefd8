// Counts the writes a client sends (model writes and raw statements), so a test can assert that
// an import wrote exactly one row, or nothing at all, on SQLite and PostgreSQL alike.
import type { Db } from '@/lib/prisma-client';

const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
  '$executeRaw',
  '$executeRawUnsafe',
]);

export function countingWrites(db: Db): { db: Db; writes: string[] } {
  const writes: string[] = [];
  const counted = db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        if (WRITES.has(operation)) writes.push(model ? `${model}.${operation}` : operation);
        return query(args);
      },
    },
  });
  return { db: counted as unknown as Db, writes };
}
