import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated a page with property cards: their hearts render only then, and
 * from then on the page's buttons and forms answer (its scripts load after the first paint,
 * docs/caching.md).
 */
export const hydrated = (page: Page) => expect(page.locator('[data-favourite]').first()).toBeVisible();
