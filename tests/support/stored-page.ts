// A page as the page cache keeps it (lib/page-cache/page-store.ts), for the tests of the store and
// of what takes pages out of it.
import type { StoredPage } from '@/lib/page-cache/page-store';

/** A page made of `tags` that weighs `bytes` compressed; what it unpacks to does not matter to the store. */
export const storedPage = (tags: string[], bytes = 2): StoredPage => ({
  status: 200,
  headers: [],
  bodies: { gzip: Buffer.alloc(bytes) },
  etags: { gzip: '"g"', identity: '"i"' },
  tags,
});
