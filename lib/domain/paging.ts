// Long lists shown a page at a time (the search results, the leads inbox, the audit log, the
// outbox): which rows a page holds, how many pages the rows fill, and which pages a page links to.

/**
 * Prisma's `skip` and `take` of page `page` (the first is 1) of `size` rows. A page below the
 * first, or not a whole number, is the first: a page number comes from an address, where anything
 * may be written, and Prisma refuses a negative `skip`.
 */
export function pageSlice(page: number, size: number): { skip: number; take: number } {
  const first = Number.isSafeInteger(page) && page > 1 ? page : 1;
  return { skip: (first - 1) * size, take: size };
}

/** How many pages `total` rows fill: one at least, where an empty list says it is empty. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** How many pages either side of the current one a list links to, besides its first and last. */
const AROUND = 2;

/** A page a long list links to, and whether pages are left out before it (shown as "…"). */
export type PageNumber = { page: number; afterGap: boolean };

/**
 * The pages a list of `pages` pages links to: the first, the last and two either side of the
 * current one, so that any page is a few clicks away.
 */
export function pageNumbers(page: number, pages: number): PageNumber[] {
  const shown = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (candidate) => candidate === 1 || candidate === pages || Math.abs(candidate - page) <= AROUND,
  );
  return shown.map((candidate, index) => ({
    page: candidate,
    afterGap: index > 0 && candidate - (shown[index - 1] ?? 0) > 1,
  }));
}
