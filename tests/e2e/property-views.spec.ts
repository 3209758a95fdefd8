import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { IN_WALLONIA, idWhere, prepareContext, propertyPath, visitCount } from './support/property-pages';

// Owner statistics: one count per real view of a property page; crawlers, prefetches and other
// sites' posts count nothing. Each test uses its own property so parallel tests do not mix.
const VIEWED = idWhere(`goal <> 0 AND marquee = 0 AND ${IN_WALLONIA}`);
const CRAWLED = idWhere(`goal = 0 AND marquee = 0 AND projectId IS NULL AND ${IN_WALLONIA} AND id <> ${VIEWED}`);
const PREFETCHED = idWhere(`goal = 0 AND marquee = 0 AND id NOT IN (${VIEWED}, ${CRAWLED}) AND ${IN_WALLONIA}`);

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Loads the page and waits for its beacon to be answered. */
async function view(page: Page, path: string) {
  const beacon = page.waitForResponse((response) => response.url().includes('/api/page-views/'));
  await page.goto(path);
  const answer = await beacon;
  expect(answer.status()).toBe(204);
  // Nothing identifies the visitor: no cookie is set.
  expect(answer.headers()['set-cookie']).toBeUndefined();
}

test('each real view counts once, reloads and other languages included', async ({ page, context }) => {
  await prepareContext(context);
  const before = visitCount(VIEWED);
  await view(page, propertyPath(VIEWED, 'fr'));
  await expect.poll(() => visitCount(VIEWED)).toBe(before + 1);
  // Switching tabs is not a new view.
  await page.getByRole('tab').nth(1).click();
  await view(page, propertyPath(VIEWED, 'nl'));
  await expect.poll(() => visitCount(VIEWED)).toBe(before + 2);
  await page.reload();
  await expect.poll(() => visitCount(VIEWED)).toBe(before + 3);
  // Nothing else is still on its way that could count the reload twice.
  await page.waitForLoadState('networkidle');
  expect(visitCount(VIEWED)).toBe(before + 3);
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

test('prefetching a property page is not a view', async ({ request }) => {
  const before = visitCount(PREFETCHED);
  // The router's own prefetch, and a browser's speculative load, of the page itself.
  const browserLike = { 'User-Agent': CHROME };
  await request.get(propertyPath(PREFETCHED, 'fr'), {
    headers: { ...browserLike, 'Next-Router-Prefetch': '1', RSC: '1' },
  });
  await request.get(propertyPath(PREFETCHED, 'fr'), { headers: { ...browserLike, 'Sec-Purpose': 'prefetch' } });
  // A beacon marked as coming from a prerendered page, and one from another site.
  const post = (headers: Record<string, string>) =>
    request.post('/api/page-views/', {
      data: JSON.stringify({ propertyId: PREFETCHED }),
      headers: { ...browserLike, ...headers },
    });
  expect((await post({ 'Sec-Purpose': 'prefetch;prerender' })).status()).toBe(204);
  expect((await post({ Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(204);
  // The same post from the page itself does count: the refusals above were for what they said.
  expect((await post({})).status()).toBe(204);
  await expect.poll(() => visitCount(PREFETCHED)).toBe(before + 1);
});

test('a malformed beacon is refused', async ({ request }) => {
  const headers = { 'User-Agent': CHROME };
  expect((await request.post('/api/page-views/', { data: 'not json', headers })).status()).toBe(400);
});
