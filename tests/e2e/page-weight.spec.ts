import { expect, test } from './support/visitor-test';

// What a phone downloads before it can show a page: the HTML of the pages visitors land on most,
// in French and Dutch, within their budgets (bytes, uncompressed). About half of a page's HTML is
// React's payload for hydration, which repeats the server-rendered markup: a component that grows
// shows here twice.

const BUDGETS = [
  { page: 'home', paths: ['/fr/', '/nl/'], bytes: 100_000 },
  { page: 'for-sale listing', paths: ['/fr/a-vendre/', '/nl/te-koop/'], bytes: 110_000 },
  { page: 'property 41001', paths: ['/property/41001/?lng=fr', '/property/41001/?lng=nl'], bytes: 120_000 },
  // All layout: header, footer, the newsletter and consent banner, and their messages.
  { page: 'thank-you', paths: ['/fr/merci/contact/', '/nl/bedankt/contact/', '/de/danke/kontakt/'], bytes: 35_000 },
];

for (const { page, paths, bytes } of BUDGETS) {
  test(`the ${page} page stays within ${bytes / 1000} kB of HTML`, async ({ request }) => {
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect((await response.body()).length, path).toBeLessThanOrEqual(bytes);
    }
  });
}
