// Goal 0 is a sale, any other value a rental (docs/domain-rules.md, goal).
export const GOAL = { sale: 'sale', rent: 'rent' } as const;
export type Goal = (typeof GOAL)[keyof typeof GOAL];

export function goalFromFeed(goal: number): Goal {
  return goal === 0 ? GOAL.sale : GOAL.rent;
}

/** The listing page of a goal (a route of lib/i18n/routing.ts). */
export function listingPathname(goal: Goal): '/for-sale' | '/for-rent' {
  return goal === GOAL.sale ? '/for-sale' : '/for-rent';
}
