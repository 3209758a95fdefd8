import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { localizedPath } from '@/lib/i18n/localized-path';
import { urlMap } from './support/pages';
import { SHOW_MAP, showMap } from './support/maps';
import { expectNoAxeViolations } from './support/axe';

// A visitor who has not chosen anything about cookies sends nothing to another host: no map
// tiles, fonts, players or tags, on any page kind, map views included. A map of the tile server
// loads when the visitor asks for it.
test.use({ storageState: { cookies: [], origins: [] } });

/** Every request of the page to a host other than the site's; such requests are answered locally. */
async function recordOffSiteRequests(page: Page): Promise<string[]> {
  const offSite: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      offSite.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    },
  );
  return offSite;
}

/** Every page kind in French; the map views (the pages that could reach the tile server) in Dutch too. */
const PAGES = [
  ...urlMap('fr').map(({ name, path }) => ({ name, path })),
  ...(['fr', 'nl'] as const).flatMap((locale) => [
    { name: `for-sale map (${locale})`, path: `${localizedPath('/for-sale', locale)}?view=map` },
    { name: `for-rent map (${locale})`, path: `${localizedPath('/for-rent', locale)}?view=map` },
    {
      name: `property map tab (${locale})`,
      path: `${urlMap(locale).find(({ name }) => name === 'sale property')!.path}?tab=map`,
    },
  ]),
];

for (const { name, path } of PAGES) {
  test(`no request leaves the site before consent: ${name}`, async ({ page }) => {
    const offSite = await recordOffSiteRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(offSite).toEqual([]);
  });
}

test('the map view asks before it loads the tile server, then shows the map', async ({ page }) => {
  const offSite = await recordOffSiteRequests(page);
  await page.goto('/nl/te-koop/?view=map');
  const gate = page.getByRole('button', { name: SHOW_MAP });
  await expect(page.getByText(/Deze kaart komt van tile\.openstreetmap\.org/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(offSite).toEqual([]);

  await gate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Kaart van de resultaten' })).toBeVisible();
  await expect.poll(() => offSite.some((url) => new URL(url).hostname === 'tile.openstreetmap.org')).toBe(true);
});

test('the property map tab asks before it loads the tile server (fr)', async ({ page }) => {
  const offSite = await recordOffSiteRequests(page);
  await page.goto(`${urlMap('fr').find(({ name }) => name === 'sale property')!.path}?tab=map`);
  await expect(page.getByText(/Cette carte est fournie par tile\.openstreetmap\.org/)).toBeVisible();
  expect(offSite).toEqual([]);
  await showMap(page);
  await expect.poll(() => offSite.some((url) => new URL(url).hostname === 'tile.openstreetmap.org')).toBe(true);
});
