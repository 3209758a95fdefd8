import { ownBytes } from '@/lib/cache/own-bytes';
import type { Encoding } from '@/lib/page-cache/shared-page';

// The rendered pages kept in this process: least recently used first out once they weigh more than
// the budget, none older than its life, and each forgotten once data it was made of changes
// (docs/caching.md, rendered pages).

export type StoredPage = {
  status: number;
  /** Response headers as every visitor gets them (lib/page-cache/shared-page.ts). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The page compressed once, in gzip (page-cache-handler.ts says why gzip alone). */
  bodies: Readonly<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  etags: Readonly<Record<Encoding, string>>;
  /** The data tags the page was made of (lib/cache/tags.ts). */
  tags: readonly string[];
};

type Entry = { page: StoredPage; bytes: number; storedAt: number };

export class PageStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every expiry: a render that began before it must not be kept after it. */
  generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly lifeMs: number,
  ) {}

  get(key: string, now = Date.now()): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.storedAt >= this.lifeMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently used.
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * Keeps `page` unless pages were expired since the render began (`generation` then), its body in
   * a block of its own so that the budget counts all it holds.
   */
  set(key: string, page: StoredPage, generation: number, now = Date.now()): void {
    if (generation !== this.generation) return;
    const bytes = page.bodies.gzip.length;
    if (bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page: { ...page, bodies: { gzip: ownBytes(page.bodies.gzip) } }, bytes, storedAt: now });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Forgets the pages made of any of `tags`; the others stay. */
  expire(tags: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) if (entry.page.tags.some((tag) => tags.has(tag))) this.delete(key);
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
