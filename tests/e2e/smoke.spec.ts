import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/visitor-test';
import { LOCALES, urlMap } from './support/pages';

// Every page type of the URL map, in every language: it answers, says which language it is in,
// points crawlers to its other languages, logs no error and has no accessibility violation.
for (const locale of LOCALES) {
  test.describe(`URL map in ${locale}`, () => {
    for (const { name, path } of urlMap(locale)) {
      test(`${name}: ${path}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        page.on('pageerror', (error) => errors.push(error.message));

        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(new URL(page.url()).pathname).toBe(path);

        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical && new URL(canonical).pathname).toBe(path);
        const hreflangs = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
        expect(hreflangs.sort()).toEqual([...LOCALES, 'x-default'].sort());

        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          axe.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
        ).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
