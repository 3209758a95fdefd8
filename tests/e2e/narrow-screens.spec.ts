import type { Locale } from '@/lib/i18n/locales';
import { test } from './support/visitor-test';
import { expectNoHorizontalScroll } from './support/visitor-forms';
import { query } from './support/catalogue';
import { projectPath } from './support/property-pages';
import { LOCALES, urlMap } from './support/pages';

// The narrowest phone the site is built for: no page may scroll sideways (WCAG 1.4.10 reflow), in
// any language: Dutch and German have the longest words ("nieuwbouwappartementen"), French the
// longest sentences. Every project page is checked, as project titles are the longest words. A
// page's four languages are one visitor going from one to the next.
const projects = query<{ id: number }>("SELECT id FROM Project WHERE status = 'available' ORDER BY id");
const pages = [
  ...urlMap('fr').map(({ name }, index) => ({
    name,
    path: (locale: Locale) => urlMap(locale)[index]!.path,
  })),
  ...projects.map(({ id }) => ({
    name: `project ${id}`,
    path: (locale: Locale) => projectPath(id, locale),
  })),
];

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const { name, path } of pages) {
    test(`${name} does not scroll sideways in ${LOCALES.join(', ')}`, async ({ page }) => {
      for (const locale of LOCALES) {
        await test.step(path(locale), async () => {
          await page.goto(path(locale));
          await expectNoHorizontalScroll(page);
        });
      }
    });
  }
});
