// The page's own scripts held back, as on a slow network, to test what a visitor can do before they
// arrive (docs/forms.md, an early press): the form that says it is sending, the browser's own post.
import type { Page, Route } from '@playwright/test';

/** Holds back the page's scripts until `release` is called; later ones go through at once. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
