import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import { projectPath } from './support/property-pages';
import { LOCALES, urlMap } from './support/pages';

// The narrowest phone the site is built for: no page may scroll sideways (WCAG 1.4.10 reflow), in
// any language: Dutch and German have the longest words ("nieuwbouwappartementen"), French the
// longest sentences. Every project page is checked, as project titles are the longest words.
const projects = query<{ id: number }>("SELECT id FROM Project WHERE status = 'available' ORDER BY id");
for (const locale of LOCALES) {
  test.describe(`at 360 px in ${locale}`, () => {
    test.use({ viewport: { width: 360, height: 780 } });
    const pages = [
      ...urlMap(locale),
      ...projects.map(({ id }) => ({ name: `project ${id}`, path: projectPath(id, locale) })),
    ];
    for (const { name, path } of pages) {
      test(`${name} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}
