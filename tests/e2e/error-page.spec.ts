import { expect, test } from './support/visitor-test';
import { expectNoAxeViolations } from './support/axe';

// An unexpected failure of a page (the e2e server serves /{locale}/test-error/, which always
// throws): status 500, the site's own page in the visitor's language with a way back, and not a
// word of the error itself.
const CASES = [
  { locale: 'fr', title: 'Un problème est survenu', retry: 'Réessayer', home: "Retour à l'accueil", homePath: '/fr/' },
  {
    locale: 'nl',
    title: 'Er ging iets mis',
    retry: 'Opnieuw proberen',
    home: 'Terug naar de startpagina',
    homePath: '/nl/',
  },
] as const;

for (const { locale, title, retry, home, homePath } of CASES) {
  test(`an unexpected error shows the site's error page (${locale})`, async ({ page }) => {
    const response = await page.goto(`/${locale}/test-error/`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('button', { name: retry })).toBeVisible();
    await expect(page.getByText('internal detail 4711')).toHaveCount(0);
    expect(await page.content()).not.toContain('internal detail 4711');
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: home }).click();
    await expect(page).toHaveURL((url) => url.pathname === homePath);
  });
}
