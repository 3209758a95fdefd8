import { describe, expect, it } from 'vitest';
import { propertyRecord } from '@/lib/import/feed-schema';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { recentActivityFeed } from '@/prisma/seed/recent-activity';

const NOW = new Date('2026-11-28T09:00:00.000Z');
const DAY = 86_400_000;
const demo = buildDemoFeed();
const recent = recentActivityFeed(demo, NOW);
const french = recent.properties.filter((record) => record.language === 'fr');
const before = (id: number) => demo.properties.find((record) => record.ID === id && record.language === 'fr');

describe('the demo catalogue’s next export', () => {
  it('is a partial feed of whole properties, in every language, each record valid', () => {
    expect(recent.full).toBe(false);
    for (const record of french) {
      expect(recent.properties.filter((other) => other.ID === record.ID)).toHaveLength(4);
    }
    for (const record of recent.properties) expect(propertyRecord.safeParse(record).success).toBe(true);
  });

  it('publishes a sale and a rental in the last days, and changes nothing else of them', () => {
    const published = french.filter((record) => record.CreatedAt !== before(record.ID)?.CreatedAt);
    expect(published.map((record) => record.Goal === 0)).toEqual([false, true]);
    expect(published.map((record) => NOW.getTime() - Date.parse(record.CreatedAt ?? ''))).toEqual([DAY, 2 * DAY]);
    for (const record of published)
      expect({ ...record, CreatedAt: null }).toEqual({ ...before(record.ID), CreatedAt: null });
  });

  it('lowers the published price of two sales and a rental by about 5 %, on offer and priced', () => {
    const reduced = french.filter((record) => record.Price !== before(record.ID)?.Price);
    expect(reduced.filter((record) => record.Goal === 0)).toHaveLength(2);
    expect(reduced.filter((record) => record.Goal !== 0)).toHaveLength(1);
    for (const record of reduced) {
      const old = before(record.ID)?.Price ?? 0;
      expect(record.Price).toBeLessThan(old);
      expect(record.Price).toBeGreaterThanOrEqual(old * 0.9);
      expect(record).toMatchObject({ Marquee: 0, PublishPrice: true });
      expect({ ...record, Price: null }).toEqual({ ...before(record.ID), Price: null });
    }
  });
});
