import { createHash } from 'node:crypto';

// Bump when the mapping from records to rows changes, so the next import rewrites every row.
const MAPPING_VERSION = 1;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Hash of parsed records that ignores key order (and absent versus undefined keys). */
export function feedHash(value: unknown): string {
  const json = JSON.stringify({ v: MAPPING_VERSION, value: stable(value) });
  return createHash('sha256').update(json).digest('base64url');
}

/**
 * Digests of records read from bytes (feed-reader): hashing the bytes as they arrive costs far
 * less than serialising 400,000 parsed records again.
 */
export const SOURCE_DIGESTS = new WeakMap<object, string>();

export function digestBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/**
 * Hash of a property's records exactly as the feed sent them (in language order), with the type
 * they resolve to. Equal hashes mean equal rows, so an unchanged property is recognised before
 * its records are validated: the cheap path that makes a repeated import fast. A CRM that merely
 * reorders keys causes one harmless rewrite of the hash column.
 */
export function rawRecordsHash(typeId: number | null, records: readonly unknown[]): string {
  const hash = createHash('sha256').update(`${MAPPING_VERSION}|${typeId ?? ''}`);
  for (const record of records) {
    const digest = record && typeof record === 'object' ? SOURCE_DIGESTS.get(record) : undefined;
    hash.update('\n').update(digest ?? JSON.stringify(record));
  }
  return hash.digest('base64url');
}
