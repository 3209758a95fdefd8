// Goal 0 is a sale, any other value a rental (docs/domain-rules.md, goal).
export const GOAL = { sale: 'sale', rent: 'rent' } as const;
export type Goal = (typeof GOAL)[keyof typeof GOAL];

/** The goal of a number from the CRM or the goal column. */
export function goalFromFeed(goal: number): Goal {
  return goal === 0 ? GOAL.sale : GOAL.rent;
}

/** The goal column's value as the import stores it: 0 for a sale and 1 for a rental. */
export function goalValue(goal: Goal): 0 | 1 {
  return goal === GOAL.sale ? 0 : 1;
}

/**
 * The goal column's condition for a single property's neighbours: 0 for a sale, any other value
 * for a rental (a row written before the import normalised the CRM's value may hold 2).
 */
export function goalCondition(goal: Goal) {
  return goal === GOAL.sale ? 0 : { not: 0 };
}

/** The listing page of a goal (a route of lib/i18n/routing.ts). */
export function listingPathname(goal: Goal): '/for-sale' | '/for-rent' {
  return goal === GOAL.sale ? '/for-sale' : '/for-rent';
}
