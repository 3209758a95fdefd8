export type RecordFile = { goal: 'sale' | 'rent'; number: number; suffix: string | null };

// French initials: V for vente (sale), L for location (rent).
const RECORD_FILE = /^([VL])-(\d+)([A-Z])?$/i;

/** Parses a reference code such as "V-1234a"; null when it does not follow that shape. */
export function parseRecordFile(input: string | null | undefined): RecordFile | null {
  const match = RECORD_FILE.exec(input?.trim() ?? '');
  if (!match) return null;
  const [, prefix = '', digits = '', suffix] = match;
  const number = Number(digits);
  if (!Number.isSafeInteger(number)) return null;
  return {
    goal: prefix.toUpperCase() === 'V' ? 'sale' : 'rent',
    number,
    suffix: suffix ? suffix.toLowerCase() : null,
  };
}

/** Canonical form for matching what a visitor typed against stored references. */
export function normalizeReference(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}
