/**
 * A per-process cache of slow, rarely changing answers (the catalogue's counts). Entries live
 * `ttlMs`; concurrent requests share one load; a failed load is not kept, so the next call retries.
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
