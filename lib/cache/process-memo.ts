import { keepLocalCopy } from '@/lib/cache/forget-local-copies';

// Answers kept in this process's memory in front of a read: the proxy's copy of the site settings,
// where `'use cache'` is not available, and the site content every page shows, where each hit of
// a `'use cache'` function costs a stack trace and a decoding of its stored answer
// (docs/caching.md, the process's copies of what every page shows). A memo is dropped when data
// it is made of expires on this server or is announced by another
// (lib/cache/forget-local-copies.ts), and lives `lifeMs` at most: the bound on a change this
// server is not told of, and on a read that began before an expiry it did not see. An answer kept
// under the name of the one data tag it is made of (a record's, `property:12`) goes alone when that
// tag expires. Its answers are shared by every request: they are read, never changed.

export type ProcessMemo = {
  /** The answer kept under `key` less than a life ago, or `load`'s (one read for concurrent callers). */
  get<Value>(key: string, load: () => Promise<Value>, now?: number): Promise<Value>;
  /** Drops every answer: the next call reads again. */
  forget(): void;
};

type Entry = { value: Promise<unknown>; until: number };

type MemoOptions = {
  lifeMs: number;
  /** Data tags whose expiry drops every answer. */
  tags: readonly string[];
  /** At most this many answers, the least recently asked for out first (else no bound: a few keys). */
  maxEntries?: number;
};

/**
 * The memo `name`, dropped when any of `tags` expires. One per process, whichever bundle asks: the
 * server, the proxy and each route are bundled apart, and one expiry must reach the one copy.
 */
export function processMemo(name: string, options: MemoOptions): ProcessMemo {
  const key = Symbol.for(`vitrine.memo.${name}`);
  const scope = globalThis as { [key]?: Map<string, Entry> };
  const entries = (scope[key] ??= new Map());
  const forget = () => entries.clear();
  keepLocalCopy(`memo:${name}`, (tags) => {
    if (options.tags.some((tag) => tags.has(tag))) return forget();
    for (const tag of tags) entries.delete(tag);
  });
  const { maxEntries = Infinity } = options;
  return {
    get<Value>(entryKey: string, load: () => Promise<Value>, now = Date.now()): Promise<Value> {
      const kept = entries.get(entryKey);
      // A Map keeps its insertion order: an answer asked for again moves to the end.
      entries.delete(entryKey);
      if (kept && kept.until > now) {
        entries.set(entryKey, kept);
        return kept.value as Promise<Value>;
      }
      const value = load();
      const entry: Entry = { value, until: now + options.lifeMs };
      entries.set(entryKey, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed read is not kept: the next call asks again.
      value.catch(() => {
        if (entries.get(entryKey) === entry) entries.delete(entryKey);
      });
      return value;
    },
    forget,
  };
}

/** `read` answered through `memo`, under its name and arguments (strings and numbers). */
export function memoizedRead<Args extends readonly (string | number)[], Value>(
  memo: ProcessMemo,
  name: string,
  read: (...args: Args) => Promise<Value>,
): (...args: Args) => Promise<Value> {
  return (...args) => memo.get(`${name}${JSON.stringify(args)}`, () => read(...args));
}
