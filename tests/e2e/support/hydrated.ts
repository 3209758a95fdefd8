import { expect, type Locator, type Page } from '@playwright/test';
import { SLOW_HOST } from './e2e-env';

/**
 * Waits until React has hydrated a page with property cards: their hearts render only then, and
 * from then on the page's buttons and forms answer (its scripts load after the first paint,
 * docs/caching.md).
 */
export const hydrated = (page: Page) => expect(page.locator('[data-favourite]').first()).toBeVisible();

/** Waits until React has hydrated this element: a click before then is lost. */
export async function elementHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000 * SLOW_HOST,
    })
    .toBe(true);
}

/**
 * Clicks this element once React has hydrated it: before, a tab is a link that loads the page again
 * and a button does nothing (the page's scripts load after its first paint, docs/caching.md).
 */
export async function clickOnceHydrated(element: Locator): Promise<void> {
  await elementHydrated(element);
  await element.click();
}
