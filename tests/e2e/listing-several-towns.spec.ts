import type { Page } from '@playwright/test';
import { query } from './support/catalogue';
import { hydrated } from './support/hydrated';
import { expectedIds, expectResults, results, SALE } from './support/listing-results';
import { expect, test } from './support/visitor-test';

// Several towns at once in the listing's town filter (`city` repeated, docs/url-map.md, listing
// query parameters): check boxes without JavaScript, removable tokens with it, one chip per town,
// at most ten. The expected result sets come from plain SQL (tests/e2e/support/listing-results.ts).

const MAX_CITIES = 10;

const TEXT = {
  fr: {
    all: 'Toutes les communes',
    chosen: '2 communes choisies',
    chosenOne: '1 commune choisie',
    label: 'Commune',
    submit: 'Rechercher',
    chip: 'Retirer le critère : ',
    token: (town: string) => `Retirer ${town}`,
    limit: "Vous pouvez choisir jusqu'à 10 communes à la fois.",
    capped: "vous pouvez choisir jusqu'à 10 communes à la fois ; les 10 premières ont été gardées.",
  },
  nl: {
    all: 'Alle gemeenten',
    chosen: '2 gemeenten gekozen',
    chosenOne: '1 gemeente gekozen',
    label: 'Gemeente',
    submit: 'Zoeken',
    chip: 'Criterium verwijderen: ',
    token: (town: string) => `${town} verwijderen`,
    limit: 'U kunt tot 10 gemeenten tegelijk kiezen.',
    capped: 'u kunt tot 10 gemeenten tegelijk kiezen; de eerste 10 werden behouden.',
  },
} as const;

type Town = { id: number; zip: string; name: string; count: number };

/** The towns with the most properties for sale, named in the page's language. */
function saleTowns(locale: 'fr' | 'nl', limit: number): Town[] {
  return query<Town>(
    `SELECT c.id, c.zip, ct.name, count(*) AS count
     FROM Property p JOIN City c ON c.id = p.cityId JOIN CityTranslation ct ON ct.cityId = c.id AND ct.locale = ?
     WHERE p.status = 'available' AND p.goal = 0 GROUP BY c.id ORDER BY count DESC, c.zip, ct.name LIMIT ?`,
    locale,
    limit,
  );
}

const inTowns = (towns: Town[]) => expectedIds(0, [`p.cityId IN (${towns.map((town) => town.id).join(', ')})`]);
const cityParam = (town: Town) => `${town.name}|${town.zip}`;
const townQuery = (towns: Town[]) => new URLSearchParams(towns.map((town) => ['city', cityParam(town)])).toString();
const optionName = (town: Town) => `${town.name} – ${town.zip} (${town.count})`;
const chipName = (town: Town) => `${town.name} (${town.zip})`;
/** The towns of the page's URL, in any order. */
const urlTowns = (page: Page) => new URL(page.url()).searchParams.getAll('city').sort();

for (const locale of ['fr', 'nl'] as const) {
  const L = TEXT[locale];

  test.describe(`several towns in ${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('check boxes in a plain GET form; one chip per town removes it', async ({ page }) => {
      const [first, second] = saleTowns(locale, 2) as [Town, Town];
      const both = inTowns([first, second]);
      expect(both.length, 'two towns give more than one of them').toBeGreaterThan(inTowns([first]).length);

      await page.goto(SALE[locale]);
      const form = page.locator('#listing-filters');
      await form.locator('summary', { hasText: L.all }).click();
      await form.getByRole('checkbox', { name: optionName(first) }).check();
      await form.getByRole('checkbox', { name: optionName(second) }).check();
      await form.getByRole('button', { name: L.submit }).click();
      // Blank fields are dropped by a redirect: the URL holds the two towns only.
      await expect(page).toHaveURL(
        (url) => url.pathname === SALE[locale] && [...url.searchParams.keys()].every((key) => key === 'city'),
      );
      expect(urlTowns(page)).toEqual([cityParam(first), cityParam(second)].sort());
      await expectResults(page, both);
      await expect(form.locator('summary', { hasText: L.chosen })).toBeVisible();

      // Each town is a chip of its own, which removes that town only.
      await page.getByRole('link', { name: `${L.chip}${chipName(first)}` }).click();
      await expect(page).toHaveURL((url) => url.search === `?${townQuery([second])}`);
      await expectResults(page, inTowns([second]));
      await expect(page.getByRole('link', { name: `${L.chip}${chipName(first)}` })).toHaveCount(0);
      await form.locator('summary', { hasText: L.chosenOne }).click();
      await expect(form.getByRole('checkbox', { name: optionName(second) })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: optionName(first) })).not.toBeChecked();
    });

    test(`keeps the first ${MAX_CITIES} towns of more, and says so`, async ({ page }) => {
      const towns = saleTowns(locale, MAX_CITIES + 1);
      expect(towns, 'the demo sells in more towns than that').toHaveLength(MAX_CITIES + 1);
      await page.goto(`${SALE[locale]}?${townQuery(towns)}`);
      await expect(page.getByRole('alert').filter({ hasText: L.capped })).toBeVisible();
      await expectResults(page, inTowns(towns.slice(0, MAX_CITIES)));
      for (const town of towns.slice(0, MAX_CITIES)) {
        await expect(page.getByRole('link', { name: `${L.chip}${chipName(town)}` })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: `${L.chip}${chipName(towns[MAX_CITIES]!)}` })).toHaveCount(0);
    });
  });

  test.describe(`several towns in ${locale}, with JavaScript`, () => {
    test('the town select adds removable tokens; the results follow without a reload', async ({ page }) => {
      const [first, second] = saleTowns(locale, 2) as [Town, Town];
      await page.goto(SALE[locale]);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
      const select = page.getByLabel(L.label, { exact: true });

      await select.selectOption(cityParam(first));
      await expect(page).toHaveURL((url) => url.search === `?${townQuery([first])}`);
      await expectResults(page, inTowns([first]));
      await select.selectOption(cityParam(second));
      await expect.poll(() => urlTowns(page)).toEqual([cityParam(first), cityParam(second)].sort());
      await expectResults(page, inTowns([first, second]));
      // A chosen town is a token, no longer among the select's options.
      await expect(page.getByRole('button', { name: L.token(chipName(first)) })).toBeVisible();
      await expect(select.locator('option', { hasText: optionName(first) })).toHaveCount(0);

      await page.getByRole('button', { name: L.token(chipName(first)) }).click();
      await expect(page).toHaveURL((url) => url.search === `?${townQuery([second])}`);
      await expectResults(page, inTowns([second]));
      await expect(select).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

      // A chip removed puts the tokens back in step with the URL.
      await page.getByRole('link', { name: `${L.chip}${chipName(second)}` }).click();
      await expect(page).toHaveURL((url) => url.search === '');
      await expect(page.getByRole('button', { name: L.token(chipName(second)) })).toHaveCount(0);
      await expect(select.locator('option').first()).toHaveText(L.all);
      await expect(results(page).getByRole('status')).toHaveText(new RegExp(`^${expectedIds(0).length} `));
    });

    test(`offers no more than ${MAX_CITIES} towns, and says why`, async ({ page }) => {
      const towns = saleTowns(locale, MAX_CITIES);
      await page.goto(`${SALE[locale]}?${townQuery(towns)}`);
      await hydrated(page);
      const select = page.getByLabel(L.label, { exact: true });
      await expect(select).toBeDisabled();
      await expect(page.getByText(L.limit)).toBeVisible();
      await page.getByRole('button', { name: L.token(chipName(towns[0]!)) }).click();
      await expect(select).toBeEnabled();
      await expect(page.getByText(L.limit)).toHaveCount(0);
      await expectResults(page, inTowns(towns.slice(1)));
    });
  });
}
