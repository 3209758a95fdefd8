import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';

// Favourites without an account: kept in the browser ('vitrine-favourites'), listed on their own
// page from a shareable `?ids=` link.

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('vitrine-favourites') ?? '[]') as number[]);

function titleOf(id: number, locale: 'fr' | 'nl'): string {
  return query<{ title: string }>(
    'SELECT title FROM PropertyTranslation WHERE propertyId = ? AND locale = ?',
    id,
    locale,
  )[0]!.title;
}

test('a heart on a card keeps the property; the favourites page lists it and follows the hearts', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  const firstCard = page.locator('section[aria-labelledby="listing-results"] article').first();
  const title = (await firstCard.locator('h3').textContent())!;
  const heart = firstCard.getByRole('button', { name: `Ajouter aux favoris : ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const [id] = await stored(page);
  expect(id).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Favoris (1 favori)' })).toBeVisible();

  await page
    .getByRole('link', { name: /Favoris/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/fr/favoris/\\?ids=${id}$`));
  await expect(page.locator('article h3')).toHaveText([title]);

  // The page follows the hearts, in another tab too.
  const other = await page.context().newPage();
  await other.goto('/fr/a-louer/');
  const rentCard = other.locator('section[aria-labelledby="listing-results"] article').first();
  const rentTitle = (await rentCard.locator('h3').textContent())!;
  await rentCard.getByRole('button', { name: /Ajouter aux favoris/ }).click();
  await expect(page.locator('article h3')).toHaveText([rentTitle, title]);

  await page.getByRole('button', { name: `Ajouter aux favoris : ${title}` }).click();
  await expect(page.locator('article h3')).toHaveText([rentTitle]);
  expect((await stored(page)).length).toBe(1);
});

test('a shared link shows its list, sold and rented flagged, missing ones counted', async ({ browser }) => {
  const sold = query<{ id: number }>("SELECT id FROM Property WHERE status = 'available' AND marquee = 3 LIMIT 1")[0]!
    .id;
  const rented = query<{ id: number }>("SELECT id FROM Property WHERE status = 'available' AND marquee = 4 LIMIT 1")[0]!
    .id;
  const plain = query<{ id: number }>("SELECT id FROM Property WHERE status = 'available' AND marquee = 0 LIMIT 1")[0]!
    .id;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/nl/favorieten/?ids=${sold},${rented},999999,${plain}`);

  await expect(page.locator('article h3')).toHaveText([
    titleOf(sold, 'nl'),
    titleOf(rented, 'nl'),
    titleOf(plain, 'nl'),
  ]);
  await expect(page.locator('article').nth(0)).toContainText('Verkocht');
  await expect(page.locator('article').nth(1)).toContainText('Verhuurd');
  await expect(page.getByText('1 pand uit deze lijst staat niet meer online.')).toBeVisible();
  await expect(page.getByText('Deze lijst werd met u gedeeld.')).toBeVisible();
  // Someone else's list does not become the visitor's: a heart adds one property to their own.
  expect(await stored(page)).toEqual([]);
  await page.getByRole('button', { name: `Toevoegen aan favorieten: ${titleOf(plain, 'nl')}` }).click();
  expect(await stored(page)).toEqual([plain]);
  await expect(page).toHaveURL(new RegExp(`ids=${sold},${rented},999999,${plain}$`));
  await context.close();
});

test('own list: share link copied, gone properties can be forgotten, an empty list says so', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const plain = query<{ id: number }>("SELECT id FROM Property WHERE status = 'available' AND marquee = 0 LIMIT 1")[0]!
    .id;
  await page.goto('/fr/favoris/');
  await expect(page.getByText("Vous n'avez encore aucun favori.")).toBeVisible();

  await page.evaluate((ids) => window.localStorage.setItem('vitrine-favourites', JSON.stringify(ids)), [plain, 999999]);
  await page.goto('/fr/favoris/');
  await expect(page).toHaveURL(new RegExp(`/fr/favoris/\\?ids=${plain},999999$`));
  await expect(page.getByText("1 bien de cette liste n'est plus en ligne.")).toBeVisible();
  await page.getByRole('button', { name: 'Copier le lien de cette liste' }).click();
  await expect(page.getByText('Lien copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole('button', { name: 'Les retirer de ma liste' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/favoris/\\?ids=${plain}$`));
  await expect(page.getByText("n'est plus en ligne")).toHaveCount(0);

  await page.getByRole('button', { name: /Ajouter aux favoris/ }).click();
  await expect(page).toHaveURL(/\/fr\/favoris\/$/);
  await expect(page.getByText("Vous n'avez encore aucun favori.")).toBeVisible();
  await context.close();
});
