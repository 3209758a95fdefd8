import { keepLocalCopy } from '@/lib/cache/forget-local-copies';
import { CACHE_TAG } from '@/lib/cache/tags';
import type { ProxySettings } from '@/lib/site/site-settings-reads';

// The proxy's copy of the site's settings: the enabled languages and the draft routes
// (docs/caching.md, the proxy's copy of site settings). It runs on every page request, where
// `'use cache'` is not available (no App Router store), so it keeps the answer in the process for
// a short life instead of reading the database each time. It sits on globalThis: the proxy is
// bundled apart from the route handlers but runs in the same process, and the back-office's write
// must reach this very copy (lib/cache/expire.ts forgets it).

/** How long another server may still follow a setting changed elsewhere (a language, a page's status). */
export const PROXY_SETTINGS_LIFE_MS = 30_000;

type Memo = { settings: Promise<ProxySettings>; until: number };
const KEY = Symbol.for('vitrine.proxySettings');
const store = globalThis as { [KEY]?: Memo };

/** The settings `load` answered less than a life ago, or its new answer (one read for concurrent requests). */
export function rememberedProxySettings(load: () => Promise<ProxySettings>, now = Date.now()): Promise<ProxySettings> {
  const memo = store[KEY];
  if (memo && memo.until > now) return memo.settings;
  const settings = load();
  const fresh: Memo = { settings, until: now + PROXY_SETTINGS_LIFE_MS };
  store[KEY] = fresh;
  // A failed read is not kept: the next request asks again.
  settings.catch(() => {
    if (store[KEY] === fresh) delete store[KEY];
  });
  return settings;
}

/** Drops the copy: the next request reads the database (a change of site content on this server). */
export function forgetProxySettings(): void {
  delete store[KEY];
}

// Site content expired on this server (lib/cache/expire.ts): the next request reads again.
keepLocalCopy('proxy-settings', (tags) => {
  if (tags.has(CACHE_TAG.siteContent)) forgetProxySettings();
});
