import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { LOCALES, urlMap } from './support/pages';
import { expectNoAxeViolations } from './support/axe';

// Every page type of the URL map, in every language: it answers, says which language it is in,
// points crawlers to its other languages, logs no error and has no accessibility violation. A page
// type's four languages are one visitor going from one to the next, as through the language
// switcher: the browser keeps the site's scripts between them.

async function expectSoundPage(page: Page, path: string, locale: string) {
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

  await expectNoAxeViolations(page);
}

const pageTypes = urlMap('fr').map(({ name }, index) => ({
  name,
  paths: LOCALES.map((locale) => ({ locale, path: urlMap(locale)[index]!.path })),
}));

for (const { name, paths } of pageTypes) {
  test(`URL map: ${name} in ${LOCALES.join(', ')}`, async ({ page }) => {
    // Four pages, each checked by axe: four times a page's budget.
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { locale, path } of paths) {
      await test.step(`${locale}: ${path}`, () => expectSoundPage(page, path, locale));
      expect(errors, path).toEqual([]);
    }
  });
}
