// Favourites live in the visitor's browser only (no account): a list of property IDs kept in
// localStorage and shared as `?ids=41001,41005`. Anything unreadable is dropped, never thrown.

export const FAVOURITES_STORAGE_KEY = 'vitrine-favourites';
export const MAX_FAVOURITES = 100;

function cleanIds(values: readonly unknown[]): number[] {
  const ids = values
    .map((value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0);
  return [...new Set(ids)].slice(0, MAX_FAVOURITES);
}

/** The stored list: a JSON array of IDs; a missing or corrupt value is an empty list. */
export function parseStoredFavourites(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? cleanIds(value) : [];
  } catch {
    return [];
  }
}

/** IDs from a shared link: "41001,41005" (repeated parameters are accepted too). */
export function parseIdList(value: string | string[] | undefined | null): number[] {
  return cleanIds([value ?? []].flat().flatMap((part) => part.split(',')));
}

export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}

/** The list with `id` added at the front (newest first) or removed. */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : cleanIds([id, ...ids]);
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
