// Spec §3: Goal 0 is a sale, any other value a rental.
export const GOAL = { sale: 'sale', rent: 'rent' } as const;
export type Goal = (typeof GOAL)[keyof typeof GOAL];

export function goalFromFeed(goal: number): Goal {
  return goal === 0 ? GOAL.sale : GOAL.rent;
}
