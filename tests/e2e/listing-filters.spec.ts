import type { APIRequestContext, Page } from '@playwright/test';
import { hydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';
import { expectedIds, expectResults, NEWEST, PAGE_SIZE, RENT, results, SALE } from './support/listing-results';

// The outdoor, energy and availability criteria and the price per m² sort (docs/url-map.md,
// listing query parameters), against the demo data: the expected result sets come from plain SQL
// (tests/e2e/support/listing-results.ts), with each region's energy scale written out here.

const TEXT = {
  fr: {
    more: 'Plus de critères',
    garden: 'Jardin',
    terrace: 'Terrasse',
    parking: 'Garage ou parking',
    epc: 'Label énergétique (PEB)',
    available: 'Disponible le',
    sort: 'Trier par',
    submit: 'Rechercher',
    remove: 'Retirer le critère : ',
    chipEpc: 'PEB C ou mieux',
    chosen: '(2 choisis)',
    results: 'résultats',
    language: ['Langue', 'Nederlands', '/nl/te-koop/'],
  },
  nl: {
    more: 'Meer criteria',
    garden: 'Tuin',
    terrace: 'Terras',
    parking: 'Garage of parkeerplaats',
    epc: 'Energielabel (EPC)',
    available: 'Beschikbaar op',
    sort: 'Sorteren op',
    submit: 'Zoeken',
    remove: 'Criterium verwijderen: ',
    chipEpc: 'EPC C of beter',
    chosen: '(2 gekozen)',
    results: 'resultaten',
    language: ['Taal', 'Français', '/fr/a-vendre/'],
  },
} as const;

// Label C or better on the property's own scale (docs/domain-rules.md, energy labels): up to
// 150 kWh/m² in Brussels, 255 in Wallonia, 300 in Flanders; classes A+ to C in Luxembourg.
const EPC_C = `(c.countryId = 10 AND c.zip BETWEEN '1000' AND '1299' AND p.energyPerformance <= 150)
  OR (c.countryId = 10 AND (c.zip BETWEEN '1300' AND '1499' OR c.zip BETWEEN '4000' AND '7999') AND p.energyPerformance <= 255)
  OR (c.countryId = 10 AND (c.zip BETWEEN '1500' AND '3999' OR c.zip BETWEEN '8000' AND '9999') AND p.energyPerformance <= 300)
  OR (c.countryId = 50 AND upper(p.epcLabelText) IN ('A+', 'A', 'B', 'C'))`;
const GARDEN = 'p.surfaceGarden > 0';
const TERRACE = 'p.surfaceTerrace > 0';
const PARKING = 'p.garages > 0 OR p.parkings > 0';
const AVAILABLE_BY = (day: string) => `substr(p.availableFrom, 1, 10) <= '${day}'`;

/** Price per m² lowest first; then, newest first, those without a published price or living area. */
function byPricePerM2(goal: 0 | 1, conditions: string[]): number[] {
  const ranked = 'p.publishPrice = 1 AND coalesce(p.price, 0) > 0 AND coalesce(p.surfaceLiving, 0) > 0';
  return [
    ...expectedIds(goal, [...conditions, ranked], [], 'ORDER BY p.price * 1.0 / p.surfaceLiving, p.id'),
    ...expectedIds(goal, [...conditions, `NOT (${ranked})`], [], NEWEST),
  ];
}

const count = (goal: 0 | 1, condition: string) => expectedIds(goal, [condition]).length;

/** The ids of the cards in the server's HTML, in order: what a crawler or a visitor without JavaScript gets. */
function cardIds(html: string): number[] {
  const section = html.slice(html.indexOf('id="listing-results"'));
  const list = section.slice(0, section.indexOf('</section>'));
  return [...list.matchAll(/<h3[^>]*>\s*<a [^>]*?href="[^"]*\/(\d+)\/"/g)].map((match) => Number(match[1]));
}

/** Whether the HTML has a `tag` element carrying every one of `attributes`, in any order. */
function hasElement(html: string, tag: string, attributes: string[]): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].some(([element]) =>
    attributes.every((attribute) => element.includes(attribute)),
  );
}

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const moreCriteria = (page: Page, locale: 'fr' | 'nl') => page.locator('summary', { hasText: TEXT[locale].more });

for (const locale of ['fr', 'nl'] as const) {
  const L = TEXT[locale];

  test.describe(`outdoor, energy and availability filters in ${locale}`, () => {
    test('garden, label C or better and price per m²: the count, the cards and the URL', async ({ page }) => {
      const expected = byPricePerM2(0, [GARDEN, EPC_C]);
      expect(expected.length, 'the demo has more than a page of them').toBeGreaterThan(PAGE_SIZE);
      expect(count(0, `NOT (${GARDEN}) OR p.surfaceGarden IS NULL`), 'and sales without a garden').toBeGreaterThan(0);

      await page.goto(SALE[locale]);
      await hydrated(page);
      await moreCriteria(page, locale).click();
      const garden = page.getByRole('checkbox', { name: `${L.garden} (${count(0, GARDEN)})` });
      await garden.check();
      await expect(page).toHaveURL(new RegExp(`${SALE[locale]}\\?feature=garden$`));
      await expectResults(page, expectedIds(0, [GARDEN]));

      await page.getByLabel(L.epc).selectOption('c');
      await expect(page).toHaveURL(new RegExp(`${SALE[locale]}\\?feature=garden&epc=c$`));
      await page.getByLabel(L.sort).selectOption('price-m2-asc');
      await expect(page).toHaveURL(new RegExp(`${SALE[locale]}\\?feature=garden&epc=c&sort=price-m2-asc$`));
      await expectResults(page, expected);
      await expect(results(page).getByRole('status')).toHaveText(new RegExp(`^${expected.length} ${L.results}`));
      await expect(moreCriteria(page, locale)).toContainText(L.chosen);
      await expect(garden).toBeChecked();

      // Page 2 of the same search continues the order.
      await page.goto(`${SALE[locale]}?feature=garden&epc=c&sort=price-m2-asc&page=2`);
      await expectResults(page, expected, 2);

      // Each criterion is a chip that removes it, and the form follows.
      await page.goto(`${SALE[locale]}?feature=garden&epc=c&sort=price-m2-asc`);
      await hydrated(page);
      await page.getByRole('link', { name: `${L.remove}${L.chipEpc}` }).click();
      await expect(page).toHaveURL(new RegExp(`${SALE[locale]}\\?feature=garden&sort=price-m2-asc$`));
      await expect(page.getByLabel(L.epc)).toHaveValue('');
      await expectResults(page, byPricePerM2(0, [GARDEN]));
    });

    test('without JavaScript the server sends the filtered cards, indexable on the first page only', async ({
      request,
    }) => {
      const search = 'feature=garden&epc=c&sort=price-m2-asc';
      const expected = byPricePerM2(0, [GARDEN, EPC_C]);
      const html = await serverHtml(request, `${SALE[locale]}?${search}`);
      expect(html).toMatch(new RegExp(`role="status"[^>]*>${expected.length} ${L.results}`));
      expect(cardIds(html)).toEqual(expected.slice(0, PAGE_SIZE));
      expect(hasElement(html, 'input', ['name="feature"', 'value="garden"', 'checked=""'])).toBe(true);
      expect(hasElement(html, 'input', ['name="feature"', 'value="terrace"', 'checked=""'])).toBe(false);
      expect(hasElement(html, 'option', ['value="c"', 'selected=""'])).toBe(true);
      expect(html).not.toMatch(/<meta name="robots" content="noindex/);
      // The other language's link keeps the criteria, which read the same in every language.
      const [, , other] = L.language;
      expect(html).toContain(`href="${other}?feature=garden&amp;epc=c&amp;sort=price-m2-asc"`);

      const second = await serverHtml(request, `${SALE[locale]}?${search}&page=2`);
      expect(cardIds(second)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE));
      expect(second).toMatch(/<meta name="robots" content="noindex, follow"/);
    });

    test('for rent, a plain GET form: terrace, garage or parking, free on a day', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const day = '2026-12-15';
      const expected = expectedIds(1, [TERRACE, PARKING, AVAILABLE_BY(day)]);
      expect(expected.length, 'the demo has rentals with a terrace and parking free by then').toBeGreaterThan(0);
      expect(
        expectedIds(1, [TERRACE, PARKING, `p.availableFrom IS NULL OR NOT (${AVAILABLE_BY(day)})`]).length,
        'and some that are not',
      ).toBeGreaterThan(0);

      await page.goto(RENT[locale]);
      await moreCriteria(page, locale).click();
      await page.getByRole('checkbox', { name: new RegExp(`^${L.terrace} \\(\\d+\\)$`) }).check();
      await page.getByRole('checkbox', { name: new RegExp(`^${L.parking} \\(\\d+\\)$`) }).check();
      await page.getByRole('textbox', { name: L.available, exact: true }).fill(day);
      await page.locator('#listing-filters').getByRole('button', { name: L.submit }).click();
      // Blank fields are dropped by a redirect: one URL per result set.
      await expect(page).toHaveURL(new RegExp(`${RENT[locale]}\\?feature=terrace&feature=parking&available=${day}$`));
      await expectResults(page, expected);
      await expect(page.getByRole('textbox', { name: L.available, exact: true })).toHaveValue(day);
      await context.close();
    });
  });
}

test('criteria that cannot be read are reported and left out, never a failed page', async ({ page }) => {
  const response = await page.goto('/fr/a-louer/?feature=piscine&epc=z&available=2026-02-30');
  expect(response?.status()).toBe(200);
  const alert = page.getByRole('alert').filter({ hasText: 'critères' });
  await expect(alert).toContainText("une des caractéristiques demandées n'a pas été reconnue");
  await expect(alert).toContainText('le label énergétique est une lettre de A à F');
  await expect(alert).toContainText("la date de disponibilité s'écrit AAAA-MM-JJ");
  await expect(page.getByLabel('Label énergétique (PEB)')).toHaveAttribute('aria-invalid', 'true');
  await expectResults(page, expectedIds(1));
});

// Sorted by price per m², the cards say it: every card for sale with a published price and a
// living area shows its €/m², in the listing's language; rentals never do.
for (const [path, pattern] of [
  ['/fr/a-vendre/?sort=price-m2-asc', /€ [\d.]+\/m²/],
  ['/nl/te-koop/?sort=price-m2-asc', /€ [\d.]+\/m²/],
] as const) {
  test(`${path}: each ranked card shows its price per m²`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(pattern);
  });
}

test('a rental card shows no price per m²', async ({ page }) => {
  await page.goto('/fr/a-louer/');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main article', { hasText: '/m²' })).toHaveCount(0);
});

// The language switcher keeps `city=Gent|9000` on the French page, where the town is Gand: the
// filter and its chip name it as the page does, with its count, never "Gent – 9000 (0)".
test('a town named in another language reads as the page names it', async ({ page }) => {
  await page.goto('/fr/a-vendre/?city=Gent%7C9000');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Retirer Gand (9000)' })).toBeVisible();
  await expect(page.locator('#listing-filters input[type="hidden"][name="city"]')).toHaveValue('Gand|9000');
  await expect(page.getByRole('link', { name: /Gand \(9000\)/ })).toBeVisible();
});

test('without JavaScript, too: its box is checked, with its count', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/a-vendre/?city=Gent%7C9000');
  await page.locator('#listing-filters summary', { hasText: '1 commune choisie' }).click();
  const checked = page.locator('#listing-filters input[name="city"]:checked');
  await expect(checked).toHaveCount(1);
  await expect(checked).toHaveValue('Gand|9000');
  await expect(page.getByRole('checkbox', { name: /^Gand – 9000 \(\d+\)$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Gand – 9000 \(0\)$/ })).toHaveCount(0);
  await context.close();
});
