import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { localizedPath } from '@/lib/i18n/localized-path';
import { query } from './support/catalogue';
import { IN_BRUSSELS, declineCookies, idWhere, projectPath, propertyPath } from './support/property-pages';

// Lighthouse-style checks: nothing moves while images and client parts load, and every image
// is fetched at a width that fits how large it is shown (no 1,360 px file in a 300 px box).
// The web fonts are loaded once beforehand, as for any visitor's second page: their swap on a
// cold load moves text on every page of the site (a matter of the global font set-up), and
// this test is about what the detail pages themselves load.
const RICH = idWhere(`videoUrl IS NOT NULL AND ${IN_BRUSSELS}`);

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1_000);
      }),
  );
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

async function imageFits(page: Page) {
  const shown = await page.locator('img[src*="/_next/image"]').evaluateAll((elements) =>
    (elements as HTMLImageElement[])
      .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
      .map((image) => ({
        src: image.currentSrc,
        fetched: Number(new URL(image.currentSrc).searchParams.get('w')),
        needed: image.getBoundingClientRect().width * window.devicePixelRatio,
      })),
  );
  expect(shown.length).toBeGreaterThan(0);
  // A browser may show a file it already has for a larger place (the lead photo again as a
  // thumbnail): that costs no download, so each file is judged by its largest use.
  const largest = new Map<string, (typeof shown)[number]>();
  for (const image of shown) {
    if (image.needed > (largest.get(image.src)?.needed ?? 0)) largest.set(image.src, image);
  }
  const images = [...largest.values()];
  for (const image of images) {
    // Never more than twice what the screen can show, never blurry unless the largest rendition.
    expect(image.fetched, image.src).toBeLessThanOrEqual(Math.max(400, image.needed * 2));
    expect(image.fetched >= image.needed * 0.95 || image.fetched === 1360, image.src).toBe(true);
  }
}

// No request interception here: Chromium turns its HTTP cache off when requests are routed.
test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

for (const [name, path] of [
  ['property', () => propertyPath(RICH, 'fr')],
  ['project', () => projectPath(query<{ id: number }>('SELECT id FROM Project ORDER BY id LIMIT 1')[0]!.id, 'nl')],
] as const) {
  test(`${name} page: no layout shift and images sized for the viewport @phone`, async ({ page }) => {
    await page.goto(localizedPath('/contact', 'fr'));
    await page.evaluate(() => document.fonts.ready);
    await page.goto(path());
    await page.waitForLoadState('load');
    await scrollThrough(page);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await imageFits(page);
  });
}
