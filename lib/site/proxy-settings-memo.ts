import { processMemo } from '@/lib/cache/process-memo';
import { CACHE_TAG } from '@/lib/cache/tags';
import type { ProxySettings } from '@/lib/site/site-settings-reads';

// The proxy's copy of the site's settings: the enabled languages and the draft routes
// (docs/caching.md, the proxy's copy of site settings). It runs on every page request, where
// `'use cache'` is not available (no App Router store), so it keeps the answer in the process for
// a short life instead of reading the database each time; a change of site content on this server
// drops it (lib/cache/process-memo.ts).

/** How long another server may still follow a setting changed elsewhere (a language, a page's status). */
export const PROXY_SETTINGS_LIFE_MS = 30_000;

const memo = processMemo('proxy-settings', { lifeMs: PROXY_SETTINGS_LIFE_MS, tags: [CACHE_TAG.siteContent] });

/** The settings `load` answered less than a life ago, or its new answer (one read for concurrent requests). */
export function rememberedProxySettings(load: () => Promise<ProxySettings>, now = Date.now()): Promise<ProxySettings> {
  return memo.get('settings', load, now);
}

/** Drops the copy: the next request reads the database (a change of site content on this server). */
export function forgetProxySettings(): void {
  memo.forget();
}
