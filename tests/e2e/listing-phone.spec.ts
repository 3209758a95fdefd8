import { expect, test } from './support/visitor-test';

// On a phone the listing shows its results first: the filters fold behind one "Filters (n)" button,
// the chips of the criteria in force stay visible, and the button opens the same form — with or
// without JavaScript. On a wide screen the form shows as before.
const PAGES = [
  { path: '/fr/a-vendre/?city=Gand%7C9000', toggle: 'Filtres (1)', chip: 'Gand (9000)' },
  { path: '/nl/te-koop/?city=Gent%7C9000', toggle: 'Filters (1)', chip: 'Gent (9000)' },
  { path: '/de/zu-verkaufen/', toggle: 'Filter', chip: null },
] as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at 390 px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    for (const { path, toggle, chip } of PAGES) {
      test(`${path}: results first, filters behind "${toggle}"`, async ({ page }) => {
        await page.goto(path);
        const button = page.getByText(toggle, { exact: true });
        await expect(button).toBeVisible();
        const form = page.locator('#listing-filters');
        await expect(form).toBeHidden();
        if (chip)
          await expect(page.getByRole('link', { name: new RegExp(chip.replace(/[()]/g, '\\$&')) })).toBeVisible();
        const firstCard = page.locator('main article').first();
        const box = await firstCard.boundingBox();
        expect(box!.y).toBeLessThan(844);
        await button.click();
        await expect(form).toBeVisible();
      });
    }
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const { path, toggle } of PAGES) {
    test(`${path}: the form shows, no button`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#listing-filters')).toBeVisible();
      await expect(page.getByText(toggle, { exact: true })).toBeHidden();
    });
  }
});
