import { expect, type Page } from '@playwright/test';

// The button of components/media/third-party-map-gate.tsx, in the four languages.
const SHOW_MAP = /^(Afficher la carte|Kaart tonen|Show the map|Karte anzeigen)$/;

/** Asks for the map, as a visitor must before the tile server is reached. */
export async function showMap(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: SHOW_MAP });
  // The page's scripts load after its first paint (docs/caching.md): a click before React has
  // hydrated the button is lost, and the map never comes.
  await expect
    .poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true);
  await button.click();
  await expect(page.locator('.leaflet-container')).toBeAttached();
}

export { SHOW_MAP };
