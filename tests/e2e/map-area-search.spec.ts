import type { Page } from '@playwright/test';
import { CACHE_TAG } from '@/lib/cache/tags';
import { AREA_DECIMALS } from '@/lib/listing/map-area';
import { changeDatabase, query } from './support/catalogue';
import { expectedIds, expectResults, SALE, shownTotal } from './support/listing-results';
import { blankMapTiles, showMap } from './support/maps';
import { expect, test } from './support/visitor-test';

// "Search in this area" on the listing map (docs/url-map.md, listing query parameters): once the
// visitor moves the map, a button searches the box shown (`area`), which replaces the towns and is
// a chip of its own. A hidden address is found by its town's position only. The expected result
// sets come from plain SQL (tests/e2e/support/listing-results.ts).

const TEXT = {
  fr: {
    search: 'Rechercher dans cette zone',
    zoomIn: 'Zoomez pour rechercher dans cette zone',
    map: 'Carte des résultats',
    list: 'Liste',
    chip: 'Retirer le critère : Zone de la carte',
    area: 'Zone de la carte',
    toTowns: 'Choisir plutôt des communes',
    town: 'city=Gand%7C9000',
    bedrooms: 'Chambres',
    submit: 'Rechercher',
  },
  nl: {
    search: 'Zoeken in deze zone',
    zoomIn: 'Zoom in om in deze zone te zoeken',
    map: 'Kaart van de resultaten',
    list: 'Lijst',
    chip: 'Criterium verwijderen: Zone op de kaart',
    area: 'Zone op de kaart',
    toTowns: 'Liever gemeenten kiezen',
    town: 'city=Gent%7C9000',
    bedrooms: 'Slaapkamers',
    submit: 'Zoeken',
  },
} as const;

type Area = [south: number, west: number, north: number, east: number];

/**
 * Sales in the area where the map shows them (lib/listing/map-points.ts): a published address at
 * its own position, any other property at its town's.
 */
function inArea([south, west, north, east]: Area, more: string[] = []): number[] {
  const box = (table: 'p' | 'c') =>
    `${table}.latitude BETWEEN ${south} AND ${north} AND ${table}.longitude BETWEEN ${west} AND ${east}`;
  const onItsTown =
    'p.publishAddress = 0 OR p.latitude IS NULL OR p.longitude IS NULL OR abs(p.latitude) > 90 OR abs(p.longitude) > 180';
  return expectedIds(0, [`(p.publishAddress = 1 AND ${box('p')}) OR ((${onItsTown}) AND ${box('c')})`, ...more]);
}

/** The area of the page's URL. */
function urlArea(page: Page): Area {
  const area = new URL(page.url()).searchParams.get('area')?.split(',').map(Number);
  expect(area, 'an area in the URL').toHaveLength(4);
  return area as Area;
}

const areaQuery = (area: Area) => new URLSearchParams({ area: area.join(',') }).toString();

/**
 * The box of `margin` degrees around a position, at the four decimals the `area` parameter takes
 * (lib/listing/map-area.ts): a coordinate sum such as 50.822000000000003 is reported and ignored.
 */
function areaAround({ latitude, longitude }: { latitude: number; longitude: number }, margin: number): Area {
  const edges = [latitude - margin, longitude - margin, latitude + margin, longitude + margin];
  return edges.map((degrees) => Number(degrees.toFixed(AREA_DECIMALS))) as Area;
}

test.describe('the map', () => {
  test.beforeEach(({ page }) => blankMapTiles(page));

  for (const locale of ['fr', 'nl'] as const) {
    const L = TEXT[locale];

    test(`${locale}: "search in this area" after a move; the area is a chip and stays in the list view`, async ({
      page,
    }) => {
      await page.goto(`${SALE[locale]}?view=map`);
      await showMap(page);
      const map = page.getByRole('region', { name: L.map });
      await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
      // Nothing to search before the visitor moves the map.
      await expect(page.getByRole('button', { name: L.search })).toHaveCount(0);

      await map.locator('.leaflet-control-zoom-in').click();
      await page.getByRole('button', { name: L.search }).click();
      await expect(page).toHaveURL((url) => url.searchParams.has('area') && url.searchParams.get('view') === 'map');
      const area = urlArea(page);
      const expected = inArea(area);
      expect(expected.length, 'the zoomed view holds some sales').toBeGreaterThan(0);
      expect(expected.length, 'but not all of them').toBeLessThan(expectedIds(0).length);
      await expect.poll(() => shownTotal(page)).toBe(expected.length);
      // The new map shows the area, and searches again only once moved.
      await expect(page.getByRole('button', { name: L.search })).toHaveCount(0);

      await page.getByRole('link', { name: L.list, exact: true }).click();
      // The map's URL holds the area too: only its leaving `view` tells that the list is shown.
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('area') === area.join(',') && !url.searchParams.has('view'),
      );
      await expectResults(page, expected);

      await page.getByRole('link', { name: L.chip }).click();
      await expect(page).toHaveURL((url) => url.search === '');
      await expectResults(page, expectedIds(0));
    });

    test(`${locale}: the area replaces the towns; the form leads back to them`, async ({ page }) => {
      await page.goto(`${SALE[locale]}?${L.town}&view=map`);
      await showMap(page);
      const map = page.getByRole('region', { name: L.map });
      await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
      await map.locator('.leaflet-control-zoom-out').click();
      await page.getByRole('button', { name: L.search }).click();
      await expect(page).toHaveURL((url) => url.searchParams.has('area') && !url.searchParams.has('city'));
      await expect.poll(() => shownTotal(page)).toBe(inArea(urlArea(page)).length);

      const form = page.locator('#listing-filters');
      await expect(form.getByText(L.area, { exact: true })).toBeVisible();
      await form.getByRole('link', { name: L.toTowns }).click();
      await expect(page).toHaveURL((url) => url.search === '?view=map');
    });

    test(`${locale}: a view larger than a search covers asks to zoom in`, async ({ page }) => {
      await page.goto(`${SALE[locale]}?view=map`);
      await showMap(page);
      const map = page.getByRole('region', { name: L.map });
      await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
      for (let step = 0; step < 3; step += 1) await map.locator('.leaflet-control-zoom-out').click();
      await expect(page.getByText(L.zoomIn)).toBeVisible();
      await expect(page.getByRole('button', { name: L.search })).toHaveCount(0);
    });
  }
});

test.describe('an area URL', () => {
  // What the server rendered is what these read: without JavaScript a page costs a fraction of a
  // hydrated one, and the results are what a crawler gets.
  test.use({ javaScriptEnabled: false });

  for (const locale of ['fr', 'nl'] as const) {
    const L = TEXT[locale];

    test(`${locale}: lists the area's sales; the plain form keeps the area`, async ({ page }) => {
      const brussels: Area = [50.75, 4.25, 50.92, 4.5];
      const expected = inArea(brussels);
      expect(expected.length, 'the demo sells in Brussels').toBeGreaterThan(0);
      await page.goto(`${SALE[locale]}?${areaQuery(brussels)}`);
      await expectResults(page, expected);
      await expect(page.locator('#listing-filters').getByText(L.area, { exact: true })).toBeVisible();

      await page.getByLabel(L.bedrooms).selectOption('2');
      await page.locator('#listing-filters').getByRole('button', { name: L.submit }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('area') === brussels.join(',') && url.searchParams.get('bedrooms') === '2',
      );
      await expectResults(page, inArea(brussels, ['p.bedrooms >= 2']));
    });
  }

  // The demo's hidden addresses sit on their town; one is moved away from it for this test.
  test('a hidden address is found at its town, never at its own position', async ({ page }) => {
    const hidden = query<{ id: number; cityId: number; townLatitude: number; townLongitude: number }>(
      `SELECT p.id, p.cityId, c.latitude AS townLatitude, c.longitude AS townLongitude
       FROM Property p JOIN City c ON c.id = p.cityId
       WHERE p.status = 'available' AND p.goal = 0 AND p.publishAddress = 0 AND c.latitude IS NOT NULL
       ORDER BY p.id LIMIT 1`,
    )[0]!;
    const own = { latitude: hidden.townLatitude + 0.03, longitude: hidden.townLongitude + 0.03 };
    const aroundOwn = areaAround(own, 0.005);
    const aroundTown = areaAround({ latitude: hidden.townLatitude, longitude: hidden.townLongitude }, 0.005);
    const before = query<{ latitude: number | null; longitude: number | null }>(
      'SELECT latitude, longitude FROM Property WHERE id = ?',
      hidden.id,
    )[0]!;
    const moveTo = (position: { latitude: number | null; longitude: number | null }) =>
      changeDatabase([CACHE_TAG.listings], (db) =>
        db
          .prepare('UPDATE Property SET latitude = ?, longitude = ? WHERE id = ?')
          .run(position.latitude, position.longitude, hidden.id),
      );
    await moveTo(own);
    try {
      await page.goto(`${SALE.fr}?${areaQuery(aroundOwn)}`);
      await expectResults(page, inArea(aroundOwn));
      expect(inArea(aroundOwn)).not.toContain(hidden.id);
      await page.goto(`${SALE.nl}?${areaQuery(aroundTown)}`);
      await expectResults(page, inArea(aroundTown));
      expect(inArea(aroundTown)).toContain(hidden.id);
    } finally {
      await moveTo(before);
    }
  });
});
