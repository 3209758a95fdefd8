import type { Db } from '@/lib/prisma-client';

// The query planner picks its indexes from table statistics: SQLite's sqlite_stat1, which nothing
// but ANALYZE writes, and PostgreSQL's, which autovacuum refreshes only later. Without them, at
// 100,000 properties SQLite walks the newest-first index for a town filter that the town index
// answers in a fifth of the time. A full ANALYZE takes half a second at that size: it runs when
// an import changed enough of the catalogue to shift the figures (PostgreSQL's own autovacuum
// rule: 50 rows plus a tenth of the table), not after every one-property update.
// (SQLite's sampled ANALYZE, analysis_limit, reads the first rows of each index only: its
// figures led the planner back to the slow plan.)
const BASE_ROWS = 50;
const SHARE = 0.1;

/** Whether changing `changed` properties of a catalogue now holding `total` calls for fresh statistics. */
export function needsFreshStatistics(changed: number, total: number): boolean {
  return changed > 0 && changed >= BASE_ROWS + SHARE * total;
}

/** Refreshes the planner's statistics when the import changed enough properties. */
export async function refreshPlannerStatistics(db: Db, changed: number): Promise<void> {
  if (changed === 0) return;
  if (needsFreshStatistics(changed, await db.property.count())) await db.$executeRawUnsafe('ANALYZE');
}
