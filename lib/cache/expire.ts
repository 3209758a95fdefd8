import { revalidateTag } from 'next/cache';
import { CACHE_TAG } from '@/lib/cache/tags';
import { forgetPagesTagged } from '@/lib/page-cache/page-cache-state';
import { forgetProxySettings } from '@/lib/site/proxy-settings-memo';

/**
 * Expires cached entries now: the next request reads the database again. (Next's default for
 * revalidateTag serves a stale entry once more while it refreshes, which would show a withdrawn
 * property or a booked slot one more time.) Only inside a request: a route handler or a page.
 * Site content also drops the proxy's copy of the enabled languages and draft routes, which lives
 * outside Next's cache (docs/caching.md, the proxy's copy of site settings). The rendered pages the
 * server keeps that were made of any of the tags go too (docs/caching.md, rendered pages).
 */
export function expireCacheTags(tags: Iterable<string>): void {
  const unique = new Set(tags);
  if (unique.size > 0) forgetPagesTagged(unique);
  for (const tag of unique) {
    revalidateTag(tag, { expire: 0 });
    if (tag === CACHE_TAG.siteContent) forgetProxySettings();
  }
}
