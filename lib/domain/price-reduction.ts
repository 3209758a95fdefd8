// A price reduction (docs/domain-rules.md, new listings and price reductions): the import keeps
// the price a property had before its published price went down, and the site says "price
// reduced" for PRICE_REDUCED_DAYS after the import saw it.

/** How long a reduction is news: after that the lower price is simply the price. */
export const PRICE_REDUCED_DAYS = 30;
const DAY_MS = 86_400_000;

export type PriceReduction = { previousPrice: number | null; priceReducedAt: Date | null };
export const NO_REDUCTION: PriceReduction = { previousPrice: null, priceReducedAt: null };

/** What the import compares: the CRM's goal, the price, its unit and whether it is published. */
export type PriceState = { goal: number; price: number | null; priceUnit: number | null; publishPrice: boolean };

/** The first instant whose reductions still count at `now`. */
export function priceReducedSince(now: Date): Date {
  return new Date(now.getTime() - PRICE_REDUCED_DAYS * DAY_MS);
}

/** The price a visitor sees, or null when there is none to compare (docs/domain-rules.md, private fields). */
function shownPrice({ price, publishPrice }: PriceState): number | null {
  return publishPrice && price !== null && price > 0 ? price : null;
}

/**
 * The reduction an import stores when it updates a property. A lower price records the price it
 * replaces and the import's time (a second reduction replaces the first: the struck price is the
 * one just before the latest drop). A higher price clears it, and so does a property listed again
 * after a withdrawal, or a price no longer comparable with the stored one: hidden on either side,
 * a sale become a rental, a "starting from" price become a plain one. The same price keeps what
 * was stored.
 */
export function reductionAfterImport({
  stored,
  next,
  relisted,
  now,
}: {
  stored: PriceState & PriceReduction;
  next: PriceState;
  relisted: boolean;
  now: Date;
}): PriceReduction {
  const [before, after] = [shownPrice(stored), shownPrice(next)];
  if (relisted || before === null || after === null) return NO_REDUCTION;
  if (stored.goal !== next.goal || stored.priceUnit !== next.priceUnit) return NO_REDUCTION;
  if (after < before) return { previousPrice: before, priceReducedAt: now };
  if (after > before) return NO_REDUCTION;
  return { previousPrice: stored.previousPrice, priceReducedAt: stored.priceReducedAt };
}

/**
 * The price to strike through beside `price` at `now`, or null: a reduction seen in the last
 * PRICE_REDUCED_DAYS days (a date ahead of the clock counts as today) whose previous price is
 * above the price shown.
 */
export function reducedFrom(
  { price, previousPrice, priceReducedAt }: { price: number | null } & PriceReduction,
  now: Date,
): number | null {
  if (price === null || previousPrice === null || priceReducedAt === null) return null;
  if (!(previousPrice > price) || priceReducedAt < priceReducedSince(now)) return null;
  return previousPrice;
}
