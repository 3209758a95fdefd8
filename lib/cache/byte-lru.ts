/**
 * An in-memory cache bounded by the bytes it holds, not by its number of entries: values of very
 * different sizes (encoded images) cannot grow the process past `maxBytes`. The least recently
 * read or written entries go first; a Map keeps its keys in insertion order, so reading an entry
 * moves it to the end. One process's memory: each server instance has its own.
 */
export function byteLru<Value extends { bytes: Uint8Array }>(maxBytes: number) {
  const entries = new Map<string, Value>();
  let held = 0;
  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    held -= value.bytes.byteLength;
  };
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value): void {
      remove(key);
      // A value over the whole bound would evict everything, itself included.
      if (value.bytes.byteLength > maxBytes) return;
      entries.set(key, value);
      held += value.bytes.byteLength;
      for (const oldest of entries.keys()) {
        if (held <= maxBytes) break;
        remove(oldest);
      }
    },
    /** The bytes held now, at most `maxBytes`. */
    get bytes(): number {
      return held;
    },
  };
}
