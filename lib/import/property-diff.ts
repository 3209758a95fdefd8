// What differs between a stored property and its new rows: only those columns, translations,
// pictures and documents are written, so a price change is one UPDATE of one row and a new
// picture one INSERT, and the rest of the row (and its history) is left alone.

/** Dates compare by instant; everything else the rows hold is a primitive. */
function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/** The columns of `next` whose value differs from `current` (a column `next` leaves out is kept). */
export function changedColumns<T extends object>(current: object, next: T): Partial<T> {
  const before = current as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(next)) {
    if (value !== undefined && !same(before[column], value)) changed[column] = value;
  }
  return changed as Partial<T>;
}

export type ListChanges<Row> = { created: Row[]; updated: Row[]; removed: Row[] };

/**
 * Compares two lists of rows by key: rows to create, rows whose other fields changed (the new
 * version), and stored rows that are gone.
 */
export function listChanges<K, Row extends object>(
  current: readonly Row[],
  next: readonly Row[],
  keyOf: (row: Row) => K,
): ListChanges<Row> {
  const stored = new Map<K, Row>(current.map((row) => [keyOf(row), row]));
  const changes: ListChanges<Row> = { created: [], updated: [], removed: [] };
  const seen = new Set<K>();
  for (const row of next) {
    const key = keyOf(row);
    seen.add(key);
    const before = stored.get(key);
    if (!before) changes.created.push(row);
    else if (Object.keys(changedColumns(before, row)).length > 0) changes.updated.push(row);
  }
  for (const row of current) if (!seen.has(keyOf(row))) changes.removed.push(row);
  return changes;
}

/** Documents carry no CRM id: the list is rewritten when any entry or their order differs. */
export function sameList<Row extends object>(current: readonly object[], next: readonly Row[]): boolean {
  return (
    current.length === next.length &&
    next.every((row, index) => {
      const before = current[index];
      return before !== undefined && Object.keys(changedColumns(before, row)).length === 0;
    })
  );
}
