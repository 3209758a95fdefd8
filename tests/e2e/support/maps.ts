import { expect, type Page } from '@playwright/test';
import { elementHydrated } from './hydrated';

// The button of components/media/third-party-map-gate.tsx, in the four languages.
const SHOW_MAP = /^(Afficher la carte|Kaart tonen|Show the map|Karte anzeigen)$/;

/** Asks for the map, as a visitor must before the tile server is reached. */
export async function showMap(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: SHOW_MAP });
  await elementHydrated(button);
  await button.click();
  await expect(page.locator('.leaflet-container')).toBeAttached();
}

export { SHOW_MAP };
