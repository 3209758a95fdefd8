// Row ids are the database's integers, 32-bit on PostgreSQL: a larger number names no row, and
// PostgreSQL refuses it as a query parameter (an error, not "not found"), so it is refused first.
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id from a query parameter (`?property=12`), or null for anything else. */
export function recordIdParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_RECORD_ID ? id : null;
}
