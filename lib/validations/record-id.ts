// Row ids are the database's integers, 32-bit on PostgreSQL: a larger number names no row, and
// PostgreSQL refuses it as a query parameter (an error, not "not found"), so it is refused first.
export const MAX_RECORD_ID = 2_147_483_647;
