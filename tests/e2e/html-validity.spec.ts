import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { localizedPath } from '@/lib/i18n/localized-path';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { thankYouSlug } from '@/lib/i18n/thank-you-forms';
import { expect, test } from './support/visitor-test';
import { firstProject, firstProperty } from './support/catalogue';
import { projectPath, propertyPath } from './support/property-pages';

// The HTML every page kind sends, as a crawler reads it, checked by the Nu HTML Checker (vnu.jar,
// the W3C validator, run offline on the machine's Java): no error in any language.
const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';

/** The same page in `locale`, from its hreflang links (content pages have localized slugs). */
async function alternate(request: APIRequestContext, pagePath: string, locale: Locale): Promise<string> {
  const html = await (await request.get(pagePath)).text();
  const href = new RegExp(`<link[^>]+hrefLang="${locale}"[^>]+href="([^"]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`${pagePath} names no ${locale} version`);
  return new URL(href).pathname;
}

async function pageKinds(request: APIRequestContext, locale: Locale): Promise<string[]> {
  return [
    localizedPath('/', locale),
    localizedPath('/for-sale', locale),
    `${localizedPath('/for-rent', locale)}?view=map`,
    propertyPath(firstProperty('goal = 0 AND marquee = 0 AND publishAddress = 1').id, locale),
    propertyPath(firstProperty('goal <> 0 AND marquee = 0').id, locale),
    localizedPath('/projects', locale),
    projectPath(firstProject().id, locale),
    localizedPath('/contact', locale),
    localizedPath('/free-valuation', locale),
    localizedPath('/demand-register', locale),
    localizedPath('/our-agency', locale),
    await alternate(request, '/en/our-agency/services/sales/', locale),
    localizedPath('/privacy-statement', locale),
    localizedPath('/cookie-policy', locale),
    localizedPath('/disclaimer', locale),
    localizedPath('/favourites', locale),
    localizedPath('/login', locale),
    localizedPath('/login/forgot', locale),
    localizedPath('/thank-you/[form]', locale, { form: thankYouSlug('site-contact', locale) }),
  ];
}

for (const locale of LOCALES) {
  test(`every page kind is valid HTML (${locale})`, async ({ request }) => {
    const dir = mkdtempSync(path.join(tmpdir(), `vnu-${locale}-`));
    try {
      const files = new Map<string, string>();
      for (const [index, pagePath] of (await pageKinds(request, locale)).entries()) {
        const response = await request.get(pagePath);
        expect(response.status(), pagePath).toBe(200);
        const file = path.join(dir, `${index}.html`);
        writeFileSync(file, await response.body());
        files.set(file, pagePath);
      }
      const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', dir], {
        encoding: 'utf8',
      });
      expect(run.error, 'Java runs vnu.jar').toBeUndefined();
      const { messages } = JSON.parse(run.stderr) as {
        messages: { url: string; message: string; extract?: string }[];
      };
      const errors = messages.map(
        ({ url, message, extract }) => `${files.get(new URL(url).pathname)}: ${message} — ${extract ?? ''}`,
      );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
