// Work that follows every import, from the CLI and the API alike: the place where search alerts
// are matched against new and changed properties.
// The cache is not here: the API route expires its own server's, the CLI tells the running servers.
import { searchAlertsAfterImport } from '@/lib/import/alerts-after-import';
import type { Db } from '@/lib/prisma-client';

/** Property IDs by what the import did to them. */
export type ImportChanges = {
  created: number[];
  updated: number[];
  /** Unchanged records of properties a previous feed had withdrawn: available again. */
  returned: number[];
  withdrawn: number[];
  /** Types, managers or towns were sent: names shown on pages of unchanged properties may differ. */
  references: boolean;
  /** A project was created, changed or withdrawn. */
  projects: boolean;
  /** Properties whose open visit slots the feed added or withdrew. */
  slots: number[];
};

export type AfterImportListener = { name: string; run: (db: Db, changes: ImportChanges) => Promise<void> };

export type AfterImportOutcome = { name: string; error: string | null };

/** Listeners run in this order after each import that got written. */
export const AFTER_IMPORT: readonly AfterImportListener[] = [searchAlertsAfterImport];

/**
 * Runs the listeners one after the other. The import is already written: a failing listener is
 * reported (and logged) instead of failing the import, and the next one still runs.
 */
export async function runAfterImport(
  db: Db,
  changes: ImportChanges,
  listeners: readonly AfterImportListener[] = AFTER_IMPORT,
): Promise<AfterImportOutcome[]> {
  const outcomes: AfterImportOutcome[] = [];
  for (const listener of listeners) {
    try {
      await listener.run(db, changes);
      outcomes.push({ name: listener.name, error: null });
    } catch (error) {
      console.error(`After-import step "${listener.name}" failed:`, error);
      outcomes.push({ name: listener.name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
