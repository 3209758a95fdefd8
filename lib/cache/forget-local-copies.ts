import { CACHE_TAG } from '@/lib/cache/tags';
import { forgetPagesTagged } from '@/lib/page-cache/page-cache-state';
import { forgetProxySettings } from '@/lib/site/proxy-settings-memo';

/**
 * Drops what this process keeps, outside Next's data cache, of data that `tags` name: the rendered
 * pages made of any of them (docs/caching.md, rendered pages) and, for site content, the proxy's
 * copy of the languages and draft routes (docs/caching.md, the proxy's copy of site settings).
 */
export function forgetLocalCopies(tags: ReadonlySet<string>): void {
  if (tags.size === 0) return;
  forgetPagesTagged(tags);
  if (tags.has(CACHE_TAG.siteContent)) forgetProxySettings();
}
