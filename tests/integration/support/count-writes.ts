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

// Refreshing the planner's statistics writes no data: named as such, so a test can tell it apart.
function statementName(operation: string, args: unknown): string {
  return operation === '$executeRawUnsafe' && Array.isArray(args) && args[0] === 'ANALYZE' ? 'ANALYZE' : operation;
}

export function countingWrites(db: Db): { db: Db; writes: string[] } {
  const writes: string[] = [];
  const counted = db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        if (WRITES.has(operation)) writes.push(model ? `${model}.${operation}` : statementName(operation, args));
        return query(args);
      },
    },
  });
  return { db: counted as unknown as Db, writes };
}
