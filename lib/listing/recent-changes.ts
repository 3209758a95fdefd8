import type { Prisma } from '@/generated/prisma/client';
import { newListingSince } from '@/lib/domain/new-listing';
import { priceReducedSince } from '@/lib/domain/price-reduction';
import { TAKEN_MARQUEES } from '@/lib/properties/marquee';

// "New" and "price reduced" as listing criteria (docs/url-map.md, listing query parameters): the
// properties whose card wears that badge (lib/properties/badges.ts). Each asked must hold.
export const RECENT_CHANGES = ['new', 'reduced'] as const;
export type RecentChange = (typeof RECENT_CHANGES)[number];

export function isRecentChange(value: string): value is RecentChange {
  return (RECENT_CHANGES as readonly string[]).includes(value);
}

/**
 * The conditions of the changes asked at `now`, as columns of the property itself: the listing's
 * capped count reads the index of the column it finds there (listing-query.ts, countOrder).
 */
export function recentChangesWhere(changes: readonly RecentChange[], now: Date): Prisma.PropertyWhereInput {
  if (changes.length === 0) return {};
  return {
    // A sold or rented property wears that badge alone, never "new" or "price reduced".
    marquee: { notIn: TAKEN_MARQUEES },
    ...(changes.includes('new') && { createdAt: { gte: newListingSince(now) } }),
    // A hidden price has no reduction to show (docs/domain-rules.md, private fields). `not: null`
    // changes no result but tells the planner the range leaves the unreduced majority out.
    ...(changes.includes('reduced') && {
      publishPrice: true,
      priceReducedAt: { not: null, gte: priceReducedSince(now) },
    }),
  };
}
