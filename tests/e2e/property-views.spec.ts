import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { IN_WALLONIA, idWhere, prepareContext, propertyPath, visitCount } from './support/property-pages';

// Owner statistics: one count per visitor, property and day, from a page the site served (its
// beacon carries the page's view token); crawlers, prefetches and other sites' posts count nothing.
// Each test uses its own property so parallel tests do not mix, and is a visitor of its own (a
// random address, ./support/visitor-test.ts), so an earlier run's views never hide its own.
const VIEWED = idWhere(`goal <> 0 AND marquee = 0 AND ${IN_WALLONIA}`);
const CRAWLED = idWhere(`goal = 0 AND marquee = 0 AND projectId IS NULL AND ${IN_WALLONIA} AND id <> ${VIEWED}`);
const PREFETCHED = idWhere(`goal = 0 AND marquee = 0 AND id NOT IN (${VIEWED}, ${CRAWLED}) AND ${IN_WALLONIA}`);

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0';

/** Waits for the beacon of the page `load` opens or reloads; returns what it posted. */
async function beaconOf(page: Page, load: () => Promise<unknown>): Promise<string> {
  const beacon = page.waitForResponse((response) => response.url().includes('/api/page-views/'));
  await load();
  const answer = await beacon;
  expect(answer.status()).toBe(204);
  // Nothing identifies the visitor: no cookie is set.
  expect(answer.headers()['set-cookie']).toBeUndefined();
  return answer.request().postData() ?? '';
}

/** Loads the page and waits for its beacon to be answered; returns what the beacon posted. */
const view = (page: Page, path: string) => beaconOf(page, () => page.goto(path));

test('a visitor counts once a day, reloads and other languages included; another browser counts too', async ({
  page,
  context,
  browser,
}) => {
  await prepareContext(context);
  const before = visitCount(VIEWED);
  await view(page, propertyPath(VIEWED, 'fr'));
  await expect.poll(() => visitCount(VIEWED)).toBe(before + 1);
  // Switching tabs, the page in another language and a reload: the same visitor, the same day.
  await page.getByRole('tab').nth(1).click();
  await view(page, propertyPath(VIEWED, 'nl'));
  await beaconOf(page, () => page.reload());
  // Each beacon was answered after its view was counted or not: nothing is still on its way.
  expect(visitCount(VIEWED)).toBe(before + 1);
  // Another browser behind the same address (a new context keeps this test's) is another visitor.
  const other = await browser.newContext({ userAgent: FIREFOX });
  await prepareContext(other);
  await view(await other.newPage(), propertyPath(VIEWED, 'fr'));
  await expect.poll(() => visitCount(VIEWED)).toBe(before + 2);
  await other.close();
});

test('a crawler is not counted', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT });
  await prepareContext(context);
  const page = await context.newPage();
  const before = visitCount(CRAWLED);
  await view(page, propertyPath(CRAWLED, 'fr'));
  await page.waitForLoadState('networkidle');
  expect(visitCount(CRAWLED)).toBe(before);
  await context.close();
});

test('prefetching a property page is not a view; a post counts only with the page’s token', async ({
  page,
  context,
  request,
}) => {
  const before = visitCount(PREFETCHED);
  // The router's own prefetch, and a browser's speculative load, of the page itself.
  const browserLike = { 'User-Agent': CHROME };
  await request.get(propertyPath(PREFETCHED, 'fr'), {
    headers: { ...browserLike, 'Next-Router-Prefetch': '1', RSC: '1' },
  });
  await request.get(propertyPath(PREFETCHED, 'fr'), { headers: { ...browserLike, 'Sec-Purpose': 'prefetch' } });
  expect(visitCount(PREFETCHED)).toBe(before);
  // A real view counts; its beacon shows what the page posts (the property and the page's token).
  await prepareContext(context);
  const pageBeacon = await view(page, propertyPath(PREFETCHED, 'fr'));
  expect(JSON.parse(pageBeacon)).toEqual({ propertyId: PREFETCHED, token: expect.any(String) });
  await expect.poll(() => visitCount(PREFETCHED)).toBe(before + 1);
  // The same body posted from another browser (Firefox, at this test's address): marked as coming
  // from a prerendered page, from another site, or without the page's token, it counts nothing.
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post('/api/page-views/', { data, headers: { 'User-Agent': FIREFOX, ...headers } });
  expect((await post(pageBeacon, { 'Sec-Purpose': 'prefetch;prerender' })).status()).toBe(204);
  expect(
    (await post(pageBeacon, { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' })).status(),
  ).toBe(204);
  expect((await post(JSON.stringify({ propertyId: PREFETCHED }))).status()).toBe(204);
  expect(visitCount(PREFETCHED)).toBe(before + 1);
  // The page's own body does count for that browser, once: the refusals were for what they said.
  expect((await post(pageBeacon)).status()).toBe(204);
  expect((await post(pageBeacon)).status()).toBe(204);
  expect(visitCount(PREFETCHED)).toBe(before + 2);
});

test('a malformed beacon is refused', async ({ request }) => {
  const headers = { 'User-Agent': CHROME };
  expect((await request.post('/api/page-views/', { data: 'not json', headers })).status()).toBe(400);
});
