import type { AfterImportOutcome } from './after-import';

export type RecordKind =
  'property' | 'project' | 'type' | 'city' | 'manager' | 'owner' | 'publication' | 'communication' | 'appointment';

/** A feed record that was not imported, and why. */
export type RejectedRecord = {
  kind: RecordKind;
  /** The record's identifier as sent (ID, PropertyID or e-mail); null when it has none. */
  id: number | string | null;
  language: string | null;
  /** Dotted path of the offending field(s), e.g. "Zip" or "Pictures.0.Url"; "" for the whole record. */
  field: string;
  message: string;
};

export type ChangeCounts = { created: number; updated: number; unchanged: number; withdrawn: number };

/** Property counts at the top level (what the CLI prints first), project counts beside them. */
export type ImportReport = ChangeCounts & {
  projects: ChangeCounts;
  rejected: RejectedRecord[];
  /** Visit slots the feed's `appointments` list added and withdrew; absent without that list. */
  appointments?: { created: number; removed: number };
  /** The after-import steps that ran (search-alert matching), with their error if they failed. */
  afterImport?: AfterImportOutcome[];
};

/** The feed cannot be imported at all; nothing was written. */
export class FeedRefusedError extends Error {
  constructor(
    message: string,
    readonly rejected: RejectedRecord[] = [],
  ) {
    super(`Feed refused: ${message}`);
    this.name = 'FeedRefusedError';
  }
}

export function emptyCounts(): ChangeCounts {
  return { created: 0, updated: 0, unchanged: 0, withdrawn: 0 };
}
