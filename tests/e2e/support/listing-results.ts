// The listing pages against the database they are served from: every expected result set is
// computed with plain SQL (an oracle independent of the app's query code).
import { expect, type Page } from '@playwright/test';
import { query } from './catalogue';

export const SALE = { fr: '/fr/a-vendre/', nl: '/nl/te-koop/' } as const;
export const RENT = { fr: '/fr/a-louer/', nl: '/nl/te-huur/' } as const;
export const PAGE_SIZE = 12;
export const NEWEST = 'ORDER BY p.createdAt DESC, p.id DESC';

/** Available properties of a goal matching SQL conditions on p (Property), c (City), t (PropertyType). */
export function expectedIds(goal: 0 | 1, conditions: string[] = [], params: unknown[] = [], order = NEWEST): number[] {
  const where = conditions.map((condition) => `AND (${condition})`).join(' ');
  return query<{ id: number }>(
    `SELECT p.id FROM Property p JOIN City c ON c.id = p.cityId JOIN PropertyType t ON t.id = p.typeId
     WHERE p.status = 'available' AND p.goal = ? ${where} ${order}`,
    goal,
    ...params,
  ).map((row) => row.id);
}

/** Listed under a type: its main type, or the type among its WebIDs (the CRM's "4,1"). */
export const listedAs = (webId: number) => `(t.webId = ${webId} OR ',' || p.webIds || ',' LIKE '%,${webId},%')`;

export const results = (page: Page) => page.locator('section[aria-labelledby="listing-results"]');

export async function shownIds(page: Page): Promise<number[]> {
  const hrefs = await results(page)
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/(\d+)\/$/.exec(href)?.[1]));
}

export async function shownTotal(page: Page): Promise<number> {
  const text = (await results(page).getByRole('status').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

/** The page shows exactly the expected result set: its size and, in order, its first page. */
export async function expectResults(page: Page, expected: number[], pageNumber = 1) {
  await expect.poll(() => shownTotal(page)).toBe(expected.length);
  const start = (pageNumber - 1) * PAGE_SIZE;
  expect(await shownIds(page)).toEqual(expected.slice(start, start + PAGE_SIZE));
}
