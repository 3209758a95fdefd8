// The CRM's next export after the demo catalogue: the properties the plan marks `recent` were
// just published, or their price went down. Imported through importFeed like any feed, it is what
// the cards' "new" and "price reduced" badges and the listing's filters show (docs/domain-rules.md,
// new listings and price reductions). Dated from the seed's own time, unlike the fixed demo feed:
// the badges last 7 and 30 days after `npm run db:seed`.
import type { Feed, PropertyRecord } from '@/lib/import/feed-schema';
import type { DemoFeed } from './demo-feed';
import { DEMO_PLAN, demoPropertyId } from './demo-plan';

const DAY = 86_400_000;
// A usual first reduction, rounded as the agency writes prices.
const REDUCTION = 0.95;
const PRICE_STEP = { sale: 5_000, rent: 25 } as const;

/** A partial feed of the marked properties, as the CRM would send them `now`. */
export function recentActivityFeed(feed: DemoFeed, now: Date): Feed {
  const marked = new Map(DEMO_PLAN.flatMap((plan, index) => (plan.recent ? [[demoPropertyId(index), plan]] : [])));
  // One published a day, the first yesterday.
  const justPublished = [...marked].filter(([, plan]) => plan.recent === 'new').map(([id]) => id);
  const properties = feed.properties.flatMap((record): PropertyRecord[] => {
    const plan = marked.get(record.ID);
    if (!plan) return [];
    if (plan.recent === 'new') {
      const daysAgo = justPublished.indexOf(record.ID) + 1;
      return [{ ...record, CreatedAt: new Date(now.getTime() - daysAgo * DAY).toISOString() }];
    }
    const step = PRICE_STEP[plan.goal];
    return [{ ...record, Price: Math.round(((record.Price ?? 0) * REDUCTION) / step) * step }];
  });
  return { full: false, properties };
}
