// The demo catalogue sent again as the CRM would, with a change: what the tests that import into a
// running site send (tests/e2e/cache-after-import.spec.ts, tests/instances/).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDemoFeed, type DemoFeed } from '@/prisma/seed/demo-feed';

/** The demo feed as the CRM would send it again, without types, towns and managers. */
export function catalogueFeed(change: (feed: DemoFeed) => void = () => {}) {
  const feed = structuredClone(buildDemoFeed());
  change(feed);
  return { ...feed, webIDs: [], citys: [], managers: [] };
}

export function withPrice(feed: DemoFeed, id: number, price: number): void {
  for (const record of feed.properties) if (record.ID === id) record.Price = price;
}

/** A partial feed that gives one property a new price and leaves the others as they are. */
export function repricingFeed(id: number, price: number) {
  const properties = catalogueFeed((feed) => withPrice(feed, id, price)).properties.filter(
    (record) => record.ID === id,
  );
  return { full: false, properties };
}

/** `feed` in a file, for `npm run import`. */
export function feedFile(feed: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitrine-feed-')), 'feed.json');
  writeFileSync(file, JSON.stringify(feed));
  return file;
}

/** The price a property page states in its structured data. */
export const jsonLdPrice = (page: string) => Number(/"price":(\d+)/.exec(page)?.[1]);
