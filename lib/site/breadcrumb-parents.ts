// Breadcrumbs and parent paths come from a table of the original site's paths (OriginalPath rows,
// docs/cms.md); a path the table does not know has the home page '/' as parent.

export type OriginalPathRow = { readonly path: string; readonly parentPath: string };
/** The table as rows, or as a map from path to parent path (build it once with `originalPathMap`). */
export type OriginalPathTable = readonly OriginalPathRow[] | ReadonlyMap<string, string>;

export const ROOT_PATH = '/';

// No real trail is deeper than this; it also stops a corrupted table from looping.
const MAX_DEPTH = 32;

/** '/Notre-agence' → '/notre-agence/'; '' → '/'. Query string and fragment are dropped. */
export function normalizeOriginalPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]?.trim().toLowerCase() ?? '';
  const segments = bare.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? ROOT_PATH : `/${segments.join('/')}/`;
}

/** A map keyed by normalized path, so lookups ignore case and missing slashes. */
export function originalPathMap(rows: readonly OriginalPathRow[]): ReadonlyMap<string, string> {
  return new Map(rows.map((row) => [normalizeOriginalPath(row.path), normalizeOriginalPath(row.parentPath)]));
}

function lookup(table: OriginalPathTable, path: string, rawPath: string): string | undefined {
  if (isRowList(table)) {
    const row = table.find((candidate) => normalizeOriginalPath(candidate.path) === path);
    return row && normalizeOriginalPath(row.parentPath);
  }
  const parent = table.get(path) ?? table.get(rawPath);
  return parent === undefined ? undefined : normalizeOriginalPath(parent);
}

function isRowList(table: OriginalPathTable): table is readonly OriginalPathRow[] {
  return Array.isArray(table);
}

/** The parent of `path`; '/' when the table has no row for it (and for '/' itself). */
export function parentPathOf(table: OriginalPathTable, path: string): string {
  const normalized = normalizeOriginalPath(path);
  if (normalized === ROOT_PATH) return ROOT_PATH;
  return lookup(table, normalized, path) ?? ROOT_PATH;
}

/** Paths from the home page down to `path` itself, e.g. ['/', '/for-sale/', '/property/']. */
export function breadcrumbTrail(table: OriginalPathTable, path: string): string[] {
  const trail: string[] = [];
  const seen = new Set<string>();
  let current = normalizeOriginalPath(path);
  while (current !== ROOT_PATH && !seen.has(current) && trail.length < MAX_DEPTH) {
    seen.add(current);
    trail.push(current);
    current = parentPathOf(table, current);
  }
  trail.push(ROOT_PATH);
  return trail.reverse();
}
