import { keepLocalCopy } from '@/lib/cache/forget-local-copies';
import type { PageStore } from '@/lib/page-cache/page-store';

// The page cache of this process, where the proxy and the cache's expiry can reach it: the server
// (scripts/serve.ts) installs it on globalThis, as the proxy and the route handlers are bundled
// apart from it but run in the same process. Under a plain `next start` there is none, and the
// proxy uses a fresh nonce for every render as always.

/** The request header by which the page cache asks for a render with the placeholder as nonce. */
export const RENDER_FOR_CACHE_HEADER = 'x-vitrine-render-for-cache';

export type PageCacheState = { placeholder: string; store: PageStore };

const KEY = Symbol.for('vitrine.pageCache');
const scope = globalThis as { [KEY]?: PageCacheState };

export function installPageCache(state: PageCacheState): void {
  scope[KEY] = state;
  keepLocalCopy('pages', forgetPagesTagged);
}

/**
 * The nonce a render for the page cache must use: the placeholder, when the request carries it
 * (only the page cache knows it), else null.
 */
export function placeholderNonce(header: string | null): string | null {
  const placeholder = scope[KEY]?.placeholder;
  return placeholder !== undefined && header === placeholder ? placeholder : null;
}

/** Drops the kept pages made of any of `tags`: what they show may have changed (lib/cache/expire.ts). */
export function forgetPagesTagged(tags: ReadonlySet<string>): void {
  scope[KEY]?.store.expire(tags);
}
