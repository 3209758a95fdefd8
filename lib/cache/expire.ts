import { revalidateTag } from 'next/cache';
import { forgetLocalCopies } from '@/lib/cache/forget-local-copies';

/**
 * Expires cached entries now: the next request reads the database again. (Next's default for
 * revalidateTag serves a stale entry once more while it refreshes, which would show a withdrawn
 * property or a booked slot one more time.) Only inside a request: a route handler or a page.
 * What the process keeps outside Next's cache goes too: the rendered pages made of any of the tags,
 * the proxy's copy of site settings (lib/cache/forget-local-copies.ts). With REDIS_URL, Next's
 * cache handler also tells every other server (docs/caching.md, several servers).
 */
export function expireCacheTags(tags: Iterable<string>): void {
  const unique = new Set(tags);
  forgetLocalCopies(unique);
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
}
