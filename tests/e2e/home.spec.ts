import type { Page } from '@playwright/test';
import { hydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';
import { count, query } from './support/catalogue';

// The home search box (docs/domain-rules.md, home search box): the properties a word finds,
// computed here with SQL as an oracle.
function expectedTitles(word: string, locale: 'fr' | 'nl', limit = 8): string[] {
  const like = [`${word}%`, `%-${word}%`];
  return query<{ title: string }>(
    `SELECT pt.title FROM Property p JOIN PropertyTranslation pt ON pt.propertyId = p.id AND pt.locale = ?
     WHERE p.status = 'available' AND (
       p.cityId IN (SELECT cityId FROM CityTranslation WHERE slug LIKE ? OR slug LIKE ?)
       OR p.cityId IN (SELECT id FROM City WHERE zip LIKE ?)
       OR p.recordFile LIKE ? OR p.recordFile LIKE ?
       OR p.id IN (SELECT propertyId FROM PropertyTranslation WHERE locale = ? AND (slug LIKE ? OR slug LIKE ?))
       OR p.typeId IN (SELECT typeId FROM PropertyTypeTranslation WHERE lower(name) LIKE ? OR lower(name) LIKE ?))
     ORDER BY p.createdAt DESC, p.id DESC LIMIT ?`,
    locale,
    ...like,
    `${word}%`,
    ...like,
    locale,
    ...like,
    `${word}%`,
    `% ${word}%`,
    limit,
  ).map((row) => row.title);
}

/** Opens the home page in `locale` and waits until it has hydrated: before then its search box does not answer. */
async function openHome(page: Page, locale: string) {
  await page.goto(`/${locale}/`);
  await hydrated(page);
}

const box = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

test.describe('home page', () => {
  test('search block: public texts only, both buttons with their live counts', async ({ page }) => {
    const sale = count("SELECT count(*) AS n FROM Property WHERE status = 'available' AND goal = 0");
    const rent = count("SELECT count(*) AS n FROM Property WHERE status = 'available' AND goal = 1");
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez le bien qui vous ressemble');
    await expect(page.getByRole('link', { name: `À vendre ${sale} biens` })).toHaveAttribute('href', '/fr/a-vendre/');
    await expect(page.getByRole('link', { name: `À louer ${rent} biens` })).toHaveAttribute('href', '/fr/a-louer/');
    // description2 is stored with public = false.
    await expect(page.getByText('un agent vous rappelle dans les 48 heures')).toHaveCount(0);

    await page.goto('/nl/');
    await expect(page.getByRole('link', { name: `Te koop ${sale} panden` })).toBeVisible();
  });

  test('new arrivals: the four newest properties on offer, four to a row, then the article', async ({ page }) => {
    const newest = query<{ title: string }>(
      `SELECT pt.title FROM Property p JOIN PropertyTranslation pt ON pt.propertyId = p.id AND pt.locale = 'nl'
       WHERE p.status = 'available' AND p.marquee NOT IN (3, 4) ORDER BY p.createdAt DESC, p.id DESC LIMIT 4`,
    ).map((row) => row.title);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/nl/');
    const arrivals = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nieuw', exact: true }) });
    const cards = arrivals.locator('article');
    await expect(cards.locator('h3')).toHaveText(newest);
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByRole('heading', { name: 'Uw buurtkantoor' })).toBeVisible();
  });
});

test.describe('home search box', () => {
  test('by mouse: "liege" finds Liège, accents ignored; a result opens its property', async ({ page }) => {
    const expected = expectedTitles('liege', 'fr');
    expect(expected.length).toBeGreaterThan(0);
    await openHome(page, 'fr');
    await box(page).click();
    await box(page).fill('liege');
    await expect(options(page)).toHaveCount(expected.length);
    await expect(options(page).locator('span.block.truncate')).toHaveText(expected);
    await expect(options(page).first()).toContainText('Liège');
    const thumbnail = options(page).first().locator('img');
    await expect(thumbnail).toHaveAttribute('width', '60');
    await expect(thumbnail).toHaveAttribute('height', '60');
    await expect(page.getByRole('status').filter({ hasText: /bien/ })).toHaveText(
      expected.length === 1 ? '1 bien correspond.' : `${expected.length} biens correspondent.`,
    );

    await options(page).first().click();
    await expect(page).toHaveURL(/\/fr\/a-(vendre|louer)\/liege\/[^/]+\/\d+\/$/);
  });

  test('by keyboard: arrows move through the list box, Enter opens, Escape closes then clears', async ({ page }) => {
    const expected = expectedTitles('4000', 'nl');
    expect(expected.length).toBeGreaterThan(1);
    await openHome(page, 'nl');
    await box(page).focus();
    await page.keyboard.type('4000');
    await expect(options(page)).toHaveCount(expected.length);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box(page)).toHaveValue('4000');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('');

    await page.keyboard.type('Luik');
    await expect(options(page).first()).toContainText('Luik');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nl\/te-(koop|huur)\/luik\/[^/]+\/\d+\/$/);
  });

  test('emptying the text clears the results; an unknown word says so', async ({ page }) => {
    await openHome(page, 'fr');
    await box(page).fill('bruxelles');
    await expect(options(page).first()).toBeVisible();
    await box(page).fill('');
    await expect(options(page)).toHaveCount(0);
    await expect(page.getByRole('listbox')).toBeHidden();

    await box(page).fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'zzzz' })).toHaveText(
      'Aucun bien ne correspond à « zzzz ».',
    );
  });

  // A search sent without choosing a suggestion opens the listing of what was typed: a town's
  // filter (its name in any language, or its postcode), else the listing's text search.
  const searches = [
    { locale: 'fr', text: 'Gand', send: 'button', button: 'Rechercher', url: '/fr/a-vendre/?city=Gand%7C9000' },
    { locale: 'nl', text: 'Gent', send: 'Enter', button: 'Zoeken', url: '/nl/te-koop/?city=Gent%7C9000' },
    { locale: 'de', text: 'Gent', send: 'button', button: 'Suchen', url: '/de/zu-verkaufen/?city=Gent%7C9000' },
    { locale: 'de', text: 'Haus Garten', send: 'Enter', button: 'Suchen', url: '/de/zu-verkaufen/?q=Haus+Garten' },
  ] as const;
  for (const { locale, text, send, button, url } of searches) {
    test(`${locale}: "${text}" and ${send} opens ${url}`, async ({ page }) => {
      await openHome(page, locale);
      await box(page).fill(text);
      if (send === 'Enter') await box(page).press('Enter');
      else await page.getByRole('button', { name: button, exact: true }).first().click();
      await expect(page).toHaveURL((address) => address.pathname + address.search === url);
      if (url.includes('city=')) await expect(page.locator('main article').first()).toBeVisible();
    });
  }

  test('a search sent before the page has hydrated goes to the text search', async ({ page }) => {
    await page.goto('/fr/');
    await box(page).fill('Gand');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).first().click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?(q=Gand|city=Gand%7C9000)$/);
  });

  test('the search route answers in the language it is given', async ({ request }) => {
    const nl = await (await request.get('/api/search/?locale=nl&q=liege')).json();
    expect(nl.results[0].href).toMatch(/^\/nl\/te-(koop|huur)\/luik\//);
    expect(nl.results[0].cityName).toBe('Luik');
    const de = await (await request.get('/api/search/?locale=de&q=V-2')).json();
    expect(de.results.length).toBeGreaterThan(0);
    expect(de.results[0].href).toMatch(/^\/de\/zu-(verkaufen|vermieten)\//);
    expect((await request.get('/api/search/?locale=xx&q=liege')).status()).toBe(400);
  });
});
