import { clickOnceHydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';
import { IN_BRUSSELS, idWhere, prepareContext, propertyPath } from './support/property-pages';

// The printed sheet: one or two A4 pages with the main photos, key facts, energy, the agency's
// contact and the page's address; no menus, tabs or buttons.
const SHEET = idWhere(`videoUrl IS NOT NULL AND ${IN_BRUSSELS}`);

test.beforeEach(async ({ context }) => {
  await prepareContext(context);
});

test('the print button opens the print dialog', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await page.goto(propertyPath(SHEET, 'fr'));
  const print = page.getByRole('button', { name: 'Imprimer' });
  await clickOnceHydrated(print);
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
});

test('the print view keeps the sheet and drops the screen furniture (nl)', async ({ page }, testInfo) => {
  const path = propertyPath(SHEET, 'nl');
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto(path);
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.locator('header').first(),
    page.getByRole('contentinfo').filter({ hasText: '©' }),
    page.getByRole('tablist'),
    page.getByRole('button', { name: 'Afdrukken' }),
    page.getByText('Delen', { exact: true }),
    page.getByRole('link', { name: 'Een bezoek aanvragen' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article img').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kenmerken' })).toBeVisible();
  await expect(page.locator('[data-energy-scheme]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Uw contactpersoon' })).toBeVisible();
  await expect(page.getByText(`Dit pand online: http://127.0.0.1:`)).toContainText(path);
  await page.screenshot({ path: testInfo.outputPath('print-view.png'), fullPage: true });

  // Chromium's own A4 rendering of the sheet: one or two pages.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
  await testInfo.attach('print.pdf', { body: pdf, contentType: 'application/pdf' });
});
