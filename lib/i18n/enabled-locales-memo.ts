import type { Locale } from '@/lib/i18n/locales';

// The proxy's copy of the enabled languages (docs/caching.md, the proxy's languages). It runs on
// every page request, where `'use cache'` is not available (no App Router store), so it keeps the
// answer in the process for a short life instead of reading the database each time. It sits on
// globalThis: the proxy is bundled apart from the route handlers but runs in the same process, and
// the back-office's write must reach this very copy (lib/cache/expire.ts forgets it).

/** How long another server may still offer a language just switched off, or miss one switched on. */
export const ENABLED_LOCALES_LIFE_MS = 30_000;

type Memo = { locales: Promise<Locale[]>; until: number };
const KEY = Symbol.for('vitrine.enabledLocales');
const store = globalThis as { [KEY]?: Memo };

/** The languages `load` answered less than a life ago, or its new answer (one read for concurrent requests). */
export function rememberedEnabledLocales(load: () => Promise<Locale[]>, now = Date.now()): Promise<Locale[]> {
  const memo = store[KEY];
  if (memo && memo.until > now) return memo.locales;
  const locales = load();
  const fresh: Memo = { locales, until: now + ENABLED_LOCALES_LIFE_MS };
  store[KEY] = fresh;
  // A failed read is not kept: the next request asks again.
  locales.catch(() => {
    if (store[KEY] === fresh) delete store[KEY];
  });
  return locales;
}

/** Drops the copy: the next request reads the database (a change of the setting on this server). */
export function forgetEnabledLocales(): void {
  delete store[KEY];
}
