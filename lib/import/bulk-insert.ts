// Multi-row INSERTs for the rows of new properties. Prisma's createMany spends about 20 µs per
// value on the client side (1.7 ms per 95-column property row); a 100,000-property first import
// would spend minutes there. A parameterised INSERT of the same rows is about ten times faster.
// Prisma.sql still renders the placeholders of the database in use (`?` for SQLite, `$1` for
// PostgreSQL) and converts the values as it does for its own queries (dates, booleans).
import { Prisma } from '@/generated/prisma/client';
import type { Tx } from './transaction';

/** Model names whose rows this module inserts; the schema maps none of them to another table name. */
export type BulkTable = 'Property' | 'PropertyTranslation' | 'PropertyPicture' | 'PropertyDocument';

// SQLite takes at most 32,766 parameters per statement, PostgreSQL 65,535.
const MAX_PARAMETERS = 30_000;

/**
 * Inserts `rows` (objects with the same keys, every value set: an undefined column would insert
 * NULL instead of the column's default) in as few statements as the parameter limit allows.
 */
export async function insertRows(tx: Tx, table: BulkTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const head = Prisma.raw(`INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES `);
  for (let start = 0; start < rows.length; start += perStatement) {
    const values = rows.slice(start, start + perStatement).map(
      (row) =>
        Prisma.sql`(${Prisma.join(
          columns.map((column) => {
            const value = row[column];
            if (value === undefined) throw new Error(`${table}.${column} is undefined in a bulk insert`);
            return value;
          }),
        )})`,
    );
    await tx.$executeRaw`${head}${Prisma.join(values)}`;
  }
}
