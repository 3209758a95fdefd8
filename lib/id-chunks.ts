// Lists of ids go to the database in slices: a statement binds at most 32,766 values on SQLite
// and PostgreSQL alike (lib/prisma-client.ts), and a slice of 5,000 leaves room for the other
// values a query binds while keeping a large import to a few dozen statements.
export const IDS_PER_QUERY = 5_000;

/** `items` in consecutive slices of at most `size`. */
export function chunks<T>(items: readonly T[], size = IDS_PER_QUERY): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
