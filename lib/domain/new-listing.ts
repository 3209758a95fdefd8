// "New" on a card (docs/domain-rules.md, new listings and price reductions): a property first
// published in the last NEW_LISTING_DAYS days. First published is the property's createdAt: the
// feed's CreatedAt when the CRM sends it, else the time of the import that first brought it in.

export const NEW_LISTING_DAYS = 7;
const DAY_MS = 86_400_000;

/** The first instant a property may have been published at to count as new at `now`. */
export function newListingSince(now: Date): Date {
  return new Date(now.getTime() - NEW_LISTING_DAYS * DAY_MS);
}

/** Whether a property published at `createdAt` is new at `now` (a date ahead of the clock is). */
export function isNewListing(createdAt: Date, now: Date): boolean {
  return createdAt >= newListingSince(now);
}
