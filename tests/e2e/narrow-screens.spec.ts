import { expect, test } from './support/visitor-test';
import { urlMap } from './support/pages';

// The narrowest phone the site is built for: no page may scroll sideways (WCAG 1.4.10 reflow).
// German has the longest words, French the longest sentences.
for (const locale of ['fr', 'de'] as const) {
  test.describe(`at 360 px in ${locale}`, () => {
    test.use({ viewport: { width: 360, height: 780 } });
    for (const { name, path } of urlMap(locale)) {
      test(`${name} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}
