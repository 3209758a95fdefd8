import { expect, type Page } from '@playwright/test';
import { clickOnceHydrated } from './hydrated';

// The button of components/media/third-party-map-gate.tsx, in the four languages.
const SHOW_MAP = /^(Afficher la carte|Kaart tonen|Show the map|Karte anzeigen)$/;

/** A 1×1 PNG: what every map tile is in the tests, which reach no tile server. */
export const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** No tile server in tests: a blank tile keeps the page quiet. */
export async function blankMapTiles(page: Page): Promise<void> {
  await page.route('https://*.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** Asks for the map, as a visitor must before the tile server is reached. */
export async function showMap(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: SHOW_MAP });
  await clickOnceHydrated(button);
  await expect(page.locator('.leaflet-container')).toBeAttached();
}

export { SHOW_MAP };
