import type { Page } from '@playwright/test';
import { hydrated } from './support/hydrated';
import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import {
  expectedIds,
  expectResults,
  listedAs,
  PAGE_SIZE,
  RENT,
  results,
  SALE,
  shownTotal,
} from './support/listing-results';
import { blankMapTiles, showMap } from './support/maps';

// The listing pages against the database they are served from: every expected result set is
// computed here with plain SQL (an oracle independent of the app's query code,
// tests/e2e/support/listing-results.ts).

type Locale = 'fr' | 'nl';

// The box listing what could not be read (Next's route announcer is an alert too).
const issues = (page: Page) => page.getByRole('alert').filter({ hasText: /critères|criteria/ });

function cityName(zip: string, locale: Locale): string {
  return query<{ name: string }>(
    `SELECT ct.name FROM City c JOIN CityTranslation ct ON ct.cityId = c.id AND ct.locale = ? WHERE c.zip = ?`,
    locale,
    zip,
  )[0]!.name;
}

// A town with several properties for sale, a lettered reference group and a hidden-address sale.
const busiestSaleZip = () =>
  query<{ zip: string }>(
    `SELECT c.zip FROM Property p JOIN City c ON c.id = p.cityId WHERE p.status = 'available' AND p.goal = 0
     GROUP BY c.id ORDER BY count(*) DESC, c.zip LIMIT 1`,
  )[0]!.zip;

for (const locale of ['fr', 'nl'] as const) {
  test.describe(`listing filters in ${locale}`, () => {
    // What the server rendered is what these read: without JavaScript a page costs a fraction of a
    // hydrated one, and the results are what a crawler gets.
    test.use({ javaScriptEnabled: false });
    test('each filter alone returns exactly the matching properties', async ({ page }) => {
      const zip = busiestSaleZip();
      const cases: [string, number[]][] = [
        ['', expectedIds(0)],
        [`city=${encodeURIComponent(`${cityName(zip, locale)}|${zip}`)}`, expectedIds(0, ['c.zip = ?'], [zip])],
        ['type=2', expectedIds(0, [listedAs(2)])],
        // Prestige villas are houses too (WebIDs "4,1"): found under both types.
        ['type=1', expectedIds(0, [listedAs(1)])],
        ['type=4', expectedIds(0, [listedAs(4)])],
        ['priceMin=300000', expectedIds(0, ['p.publishPrice = 1 AND p.price >= 300000'])],
        ['priceMax=400000', expectedIds(0, ['p.publishPrice = 1 AND p.price > 0 AND p.price <= 400000'])],
        ['bedrooms=3', expectedIds(0, ['p.bedrooms >= 3'])],
        ['surfaceMin=150', expectedIds(0, ['p.surfaceLiving >= 150'])],
        ['ref=V-2410', expectedIds(0, ["p.recordFile = 'V-2410' OR p.recordFile BETWEEN 'V-2410A' AND 'V-2410Z'"])],
        ['region=brussels', expectedIds(0, ["c.countryId = 10 AND c.zip BETWEEN '1000' AND '1299'"])],
        ['region=liege', expectedIds(0, ["c.countryId = 10 AND c.zip BETWEEN '4000' AND '4999'"])],
        ['region=luxembourg', expectedIds(0, ['c.countryId = 50'])],
        [
          'region=brussels&region=east-flanders',
          expectedIds(0, ["c.countryId = 10 AND (c.zip BETWEEN '1000' AND '1299' OR c.zip BETWEEN '9000' AND '9999')"]),
        ],
      ];
      const housesByWebIds = expectedIds(0, [listedAs(1), 't.webId <> 1']);
      expect(housesByWebIds.length, 'the demo has houses listed by their WebIDs only').toBeGreaterThan(0);
      for (const [search, expected] of cases) {
        await page.goto(`${SALE[locale]}${search ? `?${search}` : ''}`);
        await test.step(search || 'no filter', () => expectResults(page, expected));
        expect(expected.length, `${search} should match something in the demo data`).toBeGreaterThan(0);
      }
    });

    test('filters combine, for rent too', async ({ page }) => {
      await page.goto(`${SALE[locale]}?region=flanders&type=1&priceMax=900000&bedrooms=2`);
      await expectResults(
        page,
        expectedIds(0, [
          "c.countryId = 10 AND (c.zip BETWEEN '1500' AND '3999' OR c.zip BETWEEN '8000' AND '9999')",
          listedAs(1),
          'p.publishPrice = 1 AND p.price > 0 AND p.price <= 900000',
          'p.bedrooms >= 2',
        ]),
      );
      await page.goto(`${RENT[locale]}?region=brussels&type=2&bedrooms=1`);
      await expectResults(
        page,
        expectedIds(1, ["c.countryId = 10 AND c.zip BETWEEN '1000' AND '1299'", listedAs(2), 'p.bedrooms >= 1']),
      );
    });
  });
}

test.describe('the city={name}|{zip} and type={WebID} parameters', () => {
  // What the server rendered is what these read: without JavaScript a page costs a fraction of a
  // hydrated one, and the results are what a crawler gets.
  test.use({ javaScriptEnabled: false });
  test('city is {cityName}|{zip}, in any of the site languages; type is a WebID', async ({ page }) => {
    const expected = expectedIds(0, ["c.zip = '1000'", listedAs(2)]);
    for (const url of [
      '/fr/a-vendre/?city=Bruxelles%7C1000&type=2',
      '/nl/te-koop/?city=Brussel%7C1000&type=2',
      '/nl/te-koop/?city=Bruxelles|1000&type=2',
    ]) {
      await page.goto(url);
      await expectResults(page, expected);
    }
    // Three towns called Luxembourg: the zip tells them apart.
    await page.goto('/fr/a-vendre/?city=Luxembourg%7C1855');
    await expectResults(page, expectedIds(0, ["c.zip = '1855'"]));
  });

  test('a town or type in another format is reported, never a failed page', async ({ page }) => {
    const response = await page.goto('/fr/a-vendre/?city=Bruxelles&type=maison&priceMin=abc&page=-2');
    expect(response?.status()).toBe(200);
    const alert = issues(page);
    await expect(alert).toContainText("la commune n'a pas été reconnue");
    await expect(alert).toContainText("le type de bien n'a pas été reconnu");
    await expect(alert).toContainText("le prix minimum doit être un nombre entier d'euros");
    await expect(page.getByLabel('Prix minimum (€)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Prix minimum (€)')).toHaveValue('abc');
    await expectResults(page, expectedIds(0));
    await expect(page.locator('body')).not.toContainText('NaN');

    await page.goto('/nl/te-koop/?priceMin=500000&priceMax=100000');
    await expect(issues(page)).toContainText('de minimumprijs lag hoger dan de maximumprijs');
  });
});

test.describe('the filter form', () => {
  test('works without JavaScript: a GET form with a clean URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/a-vendre/');
    await page.getByLabel('Type de bien').selectOption('2');
    await page.getByLabel('Chambres').selectOption('2');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    // Blank fields are dropped by a redirect: one URL per result set.
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=2&bedrooms=2$/);
    await expectResults(page, expectedIds(0, [listedAs(2), 'p.bedrooms >= 2']));
    await context.close();
  });

  test('with JavaScript: no reload, the URL follows and the count is announced', async ({ page }) => {
    await page.goto('/nl/te-koop/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    const status = results(page).getByRole('status');
    await page.getByLabel('Type pand').selectOption('1');
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1$/);
    await expect(status).toHaveText(new RegExp(`^${expectedIds(0, [listedAs(1)]).length} resultaten`));
    await page.getByLabel('Minimumprijs (€)').fill('400000');
    await page.getByLabel('Minimumprijs (€)').press('Enter');
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1&priceMin=400000$/);
    await expectResults(page, expectedIds(0, [listedAs(1), 'p.publishPrice = 1 AND p.price >= 400000']));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

    // Removing a criterion from the list of active ones puts the form back in step.
    await page.getByRole('link', { name: /Criterium verwijderen: Huis/ }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?priceMin=400000$/);
    await expect(page.getByLabel('Type pand')).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  });
});

test.describe('counts, pagination, sorting', () => {
  test('town, type and region counts equal the database; options without property are hidden', async ({ page }) => {
    for (const [goal, path] of [
      [0, '/fr/a-vendre/'],
      [1, '/fr/a-louer/'],
    ] as const) {
      await page.goto(path);
      // The town select is the hydrated town picker's (components/listing/city-picker.tsx).
      await hydrated(page);
      const cities = query<{ label: string }>(
        `SELECT ct.name || ' – ' || c.zip || ' (' || count(*) || ')' AS label
         FROM Property p JOIN City c ON c.id = p.cityId JOIN CityTranslation ct ON ct.cityId = c.id AND ct.locale = 'fr'
         WHERE p.status = 'available' AND p.goal = ? GROUP BY c.id ORDER BY label`,
        goal,
      ).map((row) => row.label);
      const cityOptions = await page.getByLabel('Commune').locator('option').allTextContents();
      expect(cityOptions.slice(1).sort()).toEqual(cities.sort());

      const types = query<{ label: string }>(
        `SELECT tt.name || ' (' || count(*) || ')' AS label
         FROM PropertyType t JOIN PropertyTypeTranslation tt ON tt.typeId = t.id AND tt.locale = 'fr'
         JOIN Property p ON p.status = 'available' AND p.goal = ?
           AND (p.typeId = t.id OR ',' || p.webIds || ',' LIKE '%,' || t.webId || ',%')
         GROUP BY t.id ORDER BY t.showOrder`,
        goal,
      ).map((row) => row.label);
      expect((await page.getByLabel('Type de bien').locator('option').allTextContents()).slice(1)).toEqual(types);

      const wallonia = expectedIds(goal, [
        "c.countryId = 10 AND (c.zip BETWEEN '1300' AND '1499' OR c.zip BETWEEN '4000' AND '7999')",
      ]).length;
      await page.locator('summary', { hasText: 'Régions et provinces' }).click();
      await expect(page.getByRole('checkbox', { name: `Wallonie (${wallonia})` })).toBeVisible();
    }
    // Land is for sale only: the rent page does not offer it.
    await expect(page.getByLabel('Type de bien').locator('option', { hasText: 'Terrain' })).toHaveCount(0);
  });

  test('real pagination links, and a page past the end shows the last one', async ({ page }) => {
    const all = expectedIds(0);
    const pages = Math.ceil(all.length / PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    await page.goto('/fr/a-vendre/');
    const nav = page.getByRole('navigation', { name: 'Pages de résultats' });
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/fr/a-vendre/?page=2');
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?page=2$/);
    await expectResults(page, all, 2);
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.goto(`/nl/te-koop/?page=${pages + 5}`);
    await expect(issues(page)).toContainText(`pagina ${pages} wordt getoond`);
    await expectResults(page, all, pages);
  });

  test('sorting by price puts unpublished prices last, never ranked by their hidden value', async ({ page }) => {
    const priced = 'p.publishPrice = 1 AND p.price > 0';
    const hidden = expectedIds(0, [`NOT (${priced})`]);
    expect(hidden.length).toBeGreaterThan(0);
    const ascending = [...expectedIds(0, [priced], [], 'ORDER BY p.price ASC, p.id ASC'), ...hidden];
    const descending = [...expectedIds(0, [priced], [], 'ORDER BY p.price DESC, p.id DESC'), ...hidden];

    await page.goto('/fr/a-vendre/');
    await hydrated(page);
    await page.getByLabel('Trier par').selectOption('price-asc');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expectResults(page, ascending);
    await page.goto(`/fr/a-vendre/?sort=price-asc&page=${Math.ceil(ascending.length / PAGE_SIZE)}`);
    await expectResults(page, ascending, Math.ceil(ascending.length / PAGE_SIZE));
    await page.goto('/nl/te-koop/?sort=price-desc');
    await expect(page.getByLabel('Sorteren op')).toHaveValue('price-desc');
    await expectResults(page, descending);
  });

  test('the empty state says so and leads back to every property', async ({ page }) => {
    await page.goto('/fr/a-vendre/?priceMax=1');
    await expect(page.getByText("Aucun résultat n'a été trouvé pour votre recherche.")).toBeVisible();
    await page.getByRole('link', { name: 'Voir tous les biens' }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
    await expectResults(page, expectedIds(0));

    await page.goto('/nl/te-huur/?city=Paris%7C7500');
    await expect(page.getByText('Er werden geen resultaten gevonden voor uw zoekopdracht.')).toBeVisible();
  });
});

test.describe('property cards', () => {
  // What the server rendered is what these read: without JavaScript a page costs a fraction of a
  // hydrated one, and the results are what a crawler gets.
  test.use({ javaScriptEnabled: false });
  test('hidden price and address stay hidden; starting-from prices and ribbons show', async ({ page }) => {
    const hiddenPrice = query<{ id: number; price: number }>(
      "SELECT id, price FROM Property WHERE status = 'available' AND goal = 0 AND publishPrice = 0",
    );
    const hiddenAddress = query<{ id: number; street: string }>(
      "SELECT id, street FROM Property WHERE status = 'available' AND goal = 0 AND publishAddress = 0 AND street IS NOT NULL",
    );
    const startingFrom = query<{ id: number }>(
      "SELECT id FROM Property WHERE status = 'available' AND goal = 0 AND priceUnit = 7 AND publishPrice = 1",
    );
    const sold = query<{ id: number }>(
      "SELECT id FROM Property WHERE status = 'available' AND goal = 0 AND marquee = 3",
    );
    const unlabelled = query<{ id: number }>(
      "SELECT id FROM Property WHERE status = 'available' AND goal = 0 AND marquee = 2",
    );
    const card = (id: number) =>
      results(page)
        .locator('article')
        .filter({ has: page.locator(`a[href$="/${id}/"]`) });
    const byReference = (id: number) =>
      `?ref=${query<{ ref: string }>('SELECT recordFile AS ref FROM Property WHERE id = ?', id)[0]!.ref}`;
    for (const cases of [hiddenPrice, hiddenAddress, startingFrom, sold, unlabelled])
      expect(cases.length).toBeGreaterThan(0);

    for (const { id, price } of hiddenPrice) {
      await page.goto(`/fr/a-vendre/${byReference(id)}`);
      await expect(card(id)).toContainText('Prix sur demande');
      await expect(card(id)).not.toContainText('€');
      expect(await page.content()).not.toContain(String(Math.round(price)));
    }
    for (const { id, street } of hiddenAddress) {
      await page.goto(`/fr/a-vendre/${byReference(id)}`);
      await expect(card(id)).toBeVisible();
      expect(await page.content()).not.toContain(street);
    }
    for (const { id } of startingFrom) {
      await page.goto(`/nl/te-koop/${byReference(id)}`);
      await expect(card(id)).toContainText(/vanaf\s*€/);
    }
    for (const { id } of sold) {
      await page.goto(`/fr/a-vendre/${byReference(id)}`);
      await expect(card(id)).toContainText('Vendu');
    }
    for (const { id } of unlabelled) {
      await page.goto(`/fr/a-vendre/${byReference(id)}`);
      await expect(card(id)).not.toContainText(/Vendu|Loué/);
    }
  });

  test('pictures are webp renditions sized for the grid, with a 100 px placeholder', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    const image = results(page).locator('article img').first();
    await expect(image).toHaveAttribute('srcset', /w=400.*w=600.*w=1360/);
    await expect(image).toHaveAttribute('sizes', /400px/);
    const placeholder = await results(page)
      .locator('article [aria-hidden="true"][style*="background-image"]')
      .first()
      .getAttribute('style');
    expect(placeholder).toContain('w=100');
    const response = await page.request.get(new URL(/url\("([^"]+)"\)/.exec(placeholder ?? '')![1]!, page.url()).href, {
      headers: { accept: 'image/webp,image/*' },
    });
    expect(response.headers()['content-type']).toBe('image/webp');
  });
});

test.describe('map view', () => {
  test.beforeEach(({ page }) => blankMapTiles(page));

  test('toggles between list and map; hidden addresses stand on their town', async ({ page }) => {
    await page.goto('/fr/a-vendre/?region=brussels');
    await page.getByRole('group', { name: 'Affichage' }).getByRole('link', { name: 'Carte' }).click();
    await expect(page).toHaveURL(/\?region=brussels&view=map$/);
    await showMap(page);
    const map = page.getByRole('region', { name: 'Carte des résultats' });
    await expect(map).toBeVisible();
    const expected = expectedIds(0, ["c.countryId = 10 AND c.zip BETWEEN '1000' AND '1299'"]);
    await expect.poll(() => shownTotal(page)).toBe(expected.length);

    // Each property is behind exactly one marker.
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    let placed = 0;
    for (const title of await markers.evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title') ?? ''))) {
      placed += Number(/^(\d+) biens/.exec(title)?.[1] ?? 1);
    }
    expect(placed).toBe(expected.length);

    // A property whose address is hidden is shown as approximate, at its town.
    const hidden = query<{ title: string; town: string }>(
      `SELECT pt.title, ct.name AS town FROM Property p JOIN PropertyTranslation pt ON pt.propertyId = p.id AND pt.locale = 'fr'
       JOIN City c ON c.id = p.cityId JOIN CityTranslation ct ON ct.cityId = c.id AND ct.locale = 'fr'
       WHERE p.status = 'available' AND p.goal = 0 AND p.publishAddress = 0 AND c.zip BETWEEN '1000' AND '1299'`,
    )[0]!;
    let found = false;
    for (let index = 0; index < (await markers.count()) && !found; index += 1) {
      await markers.nth(index).click();
      const popup = map.locator('.leaflet-popup-content').last();
      if ((await popup.textContent())?.includes(hidden.title)) {
        await expect(popup).toContainText(`Emplacement approximatif : ${hidden.town}`);
        found = true;
      }
    }
    expect(found).toBe(true);

    await page.getByRole('link', { name: 'Liste' }).click();
    await expect(page).toHaveURL(/\?region=brussels$/);
    await expectResults(page, expected);
  });

  test('markers are reachable by keyboard and open their property', async ({ page }) => {
    await page.goto('/nl/te-huur/?view=map');
    await showMap(page);
    const marker = page
      .getByRole('region', { name: 'Kaart van de resultaten' })
      .locator('.leaflet-marker-icon')
      .first();
    await marker.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('.leaflet-popup-content a').first();
    await expect(link).toHaveAttribute('href', /^\/nl\/te-huur\/[^/]+\/[^/]+\/\d+\/$/);
    await link.click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/[^/]+\/[^/]+\/\d+\/$/);
  });
});
