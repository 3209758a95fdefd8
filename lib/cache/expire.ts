import { revalidateTag } from 'next/cache';
import { CACHE_TAG } from '@/lib/cache/tags';
import { forgetEnabledLocales } from '@/lib/i18n/enabled-locales-memo';

/**
 * Expires cached entries now: the next request reads the database again. (Next's default for
 * revalidateTag serves a stale entry once more while it refreshes, which would show a withdrawn
 * property or a booked slot one more time.) Only inside a request: a route handler or a page.
 * Site content also drops the proxy's copy of the enabled languages, which lives outside Next's
 * cache (docs/caching.md, the proxy's languages).
 */
export function expireCacheTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) {
    revalidateTag(tag, { expire: 0 });
    if (tag === CACHE_TAG.siteContent) forgetEnabledLocales();
  }
}
