import { revalidateTag } from 'next/cache';

/**
 * Expires cached entries now: the next request reads the database again. (Next's default for
 * revalidateTag serves a stale entry once more while it refreshes, which would show a withdrawn
 * property or a booked slot one more time.) Only inside a request: a route handler or a page.
 */
export function expireCacheTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
