import { hydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';
import { firstProperty, query } from './support/catalogue';

function menuNames(where: string): string[] {
  return query<{ title: string }>(
    `SELECT t.title FROM MenuPage m JOIN MenuPageTranslation t ON t.menuPageId = m.id AND t.locale = 'fr' WHERE ${where}`,
  ).map((row) => row.title);
}

test.describe('header', () => {
  test('shows published menu entries only, external ones in a new tab', async ({ page }) => {
    await page.goto('/fr/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const title of menuNames("m.status = 'Published' AND m.parentId IS NULL")) {
      await expect(nav.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
    }
    for (const title of menuNames("m.status <> 'Published'")) {
      await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    }
    const external = nav.locator('a[target="_blank"]');
    await expect(external.first()).toHaveAttribute('rel', /noopener/);
  });

  test('condenses after 30 px of scroll and the back-to-top button appears and works', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    const header = page.locator('header').first();
    const backToTop = page.getByRole('button', { name: 'Retour en haut de page' });
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 31));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(backToTop).toBeHidden();
  });

  test('the language switcher goes to the same page in the other language', async ({ page }) => {
    await page.goto('/fr/a-louer/');
    await page.getByRole('navigation', { name: 'Langue' }).first().getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    const sale = firstProperty('goal = 0');
    await page.goto(`/fr/a-vendre/${sale.slugs.fr!.city}/${sale.slugs.fr!.title}/${sale.id}/`);
    await page.getByRole('navigation', { name: 'Langue' }).first().getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/de/zu-verkaufen/${sale.slugs.de!.city}/${sale.slugs.de!.title}/${sale.id}/$`),
    );
  });

  test('the language switcher keeps the listing’s filters, sort and view, without JavaScript too', async ({
    page,
    request,
  }) => {
    const query = 'city=Uccle%7C1180&type=2&sort=price-asc&view=map';
    for (const [from, switcher, language, expected] of [
      ['/fr/a-vendre/', 'Langue', 'Nederlands', '/nl/te-koop/'],
      ['/nl/te-huur/', 'Taal', 'Français', '/fr/a-louer/'],
    ] as const) {
      // What a crawler reads: the link in the server's HTML already carries the query.
      const html = await (await request.get(`${from}?${query}`)).text();
      expect(html).toContain(`href="${expected}?city=Uccle%7C1180&amp;type=2&amp;sort=price-asc&amp;view=map"`);

      await page.goto(`${from}?${query}`);
      await page.getByRole('navigation', { name: switcher }).first().getByRole('link', { name: language }).click();
      await expect(page).toHaveURL((url) => url.pathname === expected);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        city: 'Uccle|1180',
        type: '2',
        sort: 'price-asc',
        view: 'map',
      });
    }
  });

  test('mobile menu opens by keyboard and closes with Escape @phone', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    await page.goto('/nl/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the configured columns, copyright and legal links in each language', async ({ page }) => {
    for (const [locale, privacy] of [
      ['fr', 'Déclaration de confidentialité'],
      ['de', 'Datenschutzerklärung'],
    ] as const) {
      await page.goto(`/${locale}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading').first()).toBeVisible();
      await expect(footer).toContainText('©');
      // The legal links, not the newsletter form's link to the same statement.
      await footer.getByRole('navigation').getByRole('link', { name: privacy }).click();
      // Client-side navigation: wait for the URL, not for a heading the old page also has.
      await expect(page).toHaveURL(locale === 'fr' ? /\/fr\/privacy-statement\/$/ : /\/de\/datenschutz\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        privacy === 'Datenschutzerklärung' ? /Datenschutz/ : /confidentialité/i,
      );
    }
  });
});
