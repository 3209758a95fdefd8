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
