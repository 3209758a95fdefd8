import { expect, test } from './support/visitor-test';
import { LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { ruleMatches } from '@/lib/seo/robots-rules';
import { CACHE_TAG } from '@/lib/cache/tags';
import { changeDatabase, firstProperty, query } from './support/catalogue';
import { showMap } from './support/maps';

// Search-engine readiness as a crawler sees it: sitemap, robots.txt, metadata, JSON-LD, and the
// security headers every page answers with.

type SlugRow = { id: number; goal: number; locale: string; slug: string; citySlug: string };

function propertyUrls(): Map<number, string[]> {
  const rows = query<SlugRow>(
    `SELECT p.id, p.goal, t.locale, t.slug, c.slug AS citySlug FROM Property p
       JOIN PropertyTranslation t ON t.propertyId = p.id
       JOIN CityTranslation c ON c.cityId = p.cityId AND c.locale = t.locale
     WHERE p.status = 'available'`,
  );
  const urls = new Map<number, string[]>();
  for (const row of rows) {
    const pathname = row.goal === 0 ? '/for-sale/[city]/[title]/[id]' : '/for-rent/[city]/[title]/[id]';
    const path = localizedPath(pathname, row.locale as never, { city: row.citySlug, title: row.slug, id: row.id });
    urls.set(row.id, [...(urls.get(row.id) ?? []), path]);
  }
  return urls;
}

test.describe('sitemap.xml', () => {
  test('is valid XML listing every property and project in four languages, with alternates', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/fr/');
    const sitemap = await page.evaluate(async () => {
      const text = await (await fetch('/sitemap.xml')).text();
      const xml = new DOMParser().parseFromString(text, 'application/xml');
      const errors = xml.getElementsByTagName('parsererror').length;
      const urls = [...xml.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      }));
      return { errors, root: xml.documentElement.localName, urls };
    });
    expect(sitemap.errors).toBe(0);
    expect(sitemap.root).toBe('urlset');
    const locs = new Set(sitemap.urls.map((url) => new URL(url.loc).pathname));
    expect(locs.size).toBe(sitemap.urls.length);

    const properties = propertyUrls();
    expect(properties.size).toBeGreaterThan(50);
    for (const [id, paths] of properties) {
      expect([id, paths.length]).toEqual([id, 4]);
      for (const path of paths) expect(locs.has(path), path).toBe(true);
    }
    const projects = query<{ n: number }>("SELECT COUNT(*) AS n FROM Project WHERE status = 'available'")[0]!.n;
    expect(
      [...locs].filter((path) => /^\/(fr\/projets|nl\/projecten|en\/projects|de\/projekte)\/.+\/\d+\/$/.test(path)),
    ).toHaveLength(projects * 4);
    for (const locale of LOCALES) {
      for (const pathname of ['/', '/for-sale', '/our-agency', '/cookie-policy'] as const) {
        expect(locs.has(localizedPath(pathname, locale))).toBe(true);
      }
    }
    expect(locs.has('/nl/ons-kantoor/team/sophie-lambert/')).toBe(true);

    // Each URL names all four languages and an x-default, absolute on the site's origin.
    for (const url of sitemap.urls) {
      expect(url.alternates.map(([lang]) => lang).sort()).toEqual([...LOCALES, 'x-default'].sort());
      for (const [, href] of url.alternates) expect(href!.startsWith(`${baseURL}/`)).toBe(true);
    }
  });

  test('keeps private pages out and agrees with robots.txt', async ({ request }) => {
    const [sitemap, robots] = await Promise.all([
      request.get('/sitemap.xml').then((response) => response.text()),
      request.get('/robots.txt').then((response) => response.text()),
    ]);
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!.trim());
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.filter((path) => disallowed.some((rule) => ruleMatches(rule, path)))).toEqual([]);
    const privateRoute =
      /^\/(fr|nl|en|de)\/(favoris|favorieten|favourites|favoriten|login|espace-proprietaire|eigenaar|owner|eigentuemer|merci|bedankt|thank-you|danke|preview)\//;
    expect(paths.filter((path) => privateRoute.test(path))).toEqual([]);
  });
});

test.describe('robots.txt', () => {
  test('keeps preview, thank-you, login and owner pages out and points to the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const robots = await response.text();
    for (const path of [
      '/fr/login/',
      '/nl/login/',
      '/fr/espace-proprietaire/',
      '/de/eigentuemer/',
      '/fr/merci/',
      '/nl/bedankt/',
      '/en/thank-you/',
      '/de/danke/',
      '/*preview',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('metadata from the CMS', () => {
  test('title, description, Open Graph and Twitter fields per language', async ({ page }) => {
    for (const [locale, path] of [
      ['nl', '/nl/ons-kantoor/'],
      ['de', '/de/unsere-agentur/'],
    ] as const) {
      const text = query<{ metaTitle: string; metaDescription: string; ogImage: string }>(
        "SELECT metaTitle, metaDescription, ogImage FROM MenuPageTranslation t JOIN MenuPage m ON m.id = t.menuPageId WHERE m.routeKey = '/our-agency' AND t.locale = ?",
        locale,
      )[0]!;
      await page.goto(path);
      await expect(page).toHaveTitle(text.metaTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text.metaDescription);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', text.metaTitle);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`${text.ogImage}$`),
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    }
  });

  test('with isActiveSEO off, the page title and description stand in', async ({ page }) => {
    const set = (active: number) =>
      changeDatabase([CACHE_TAG.siteContent], (db) =>
        db
          .prepare(
            "UPDATE MenuPageTranslation SET isActiveSeo = ? WHERE locale = 'en' AND menuPageId = (SELECT id FROM MenuPage WHERE routeKey = '/contact')",
          )
          .run(active),
      );
    await set(0);
    try {
      await page.goto('/en/contact/');
      await expect(page).toHaveTitle('Contact | Vitrine Immobilier');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'A question? Write to us or drop by the agency.',
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    } finally {
      await set(1);
    }
  });

  test('the home page describes the agency as a RealEstateAgent', async ({ page }) => {
    await page.goto('/nl/');
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const agent = graphs
      .flatMap((graph) => graph['@graph'] ?? [graph])
      .find((node) => node['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({
      name: 'Vitrine Immobilier',
      telephone: '+32 2 123 45 67',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Louizalaan 231',
        addressLocality: 'Brussel',
        addressCountry: 'BE',
      },
    });
    expect(new URL(agent.url).pathname).toBe('/nl/');
  });
});

test.describe('security headers', () => {
  test('a page of one visitor has a CSP with a fresh nonce that every script of the page carries', async ({
    request,
  }) => {
    // The sign-in page is rendered per request (docs/caching.md): each answer has its own nonce.
    const [first, second] = await Promise.all([request.get('/fr/login/'), request.get('/fr/login/')]);
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const policy = first.headers()['content-security-policy']!;
    const nonce = nonceOf(policy)!;
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()['content-security-policy']!)).not.toBe(nonce);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first.headers()['cache-control']).toContain('no-store');

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json')))
      expect(tag).toContain(`nonce="${nonce}"`);
    const secondHtml = await second.text();
    expect(secondHtml).toContain(`nonce="${nonceOf(second.headers()['content-security-policy']!)}"`);
    expect(secondHtml).not.toContain(nonce);
  });

  test('nosniff, referrer and permissions policies, no framing, HSTS in production', async ({ request }) => {
    for (const path of ['/fr/', '/sitemap.xml', '/brand/logo.svg']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      // The browser tests run the production server, as `npm start` does.
      expect(headers['strict-transport-security']).toContain('max-age=63072000');
    }
  });

  test('a page loaded in a browser reports no policy violation', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    // Map tiles come from OpenStreetMap: answered locally, as everything else off the machine.
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) }),
    );
    const sale = firstProperty('goal = 0 AND latitude IS NOT NULL');
    const property = localizedPath('/for-sale/[city]/[title]/[id]', 'fr', {
      city: sale.slugs.fr!.city,
      title: sale.slugs.fr!.title,
      id: sale.id,
    });
    for (const path of [
      '/fr/',
      '/nl/ons-kantoor/',
      '/en/for-sale/',
      '/fr/a-vendre/?view=map',
      property,
      '/de/cookie-richtlinie/',
      // A page of one visitor, under its per-request nonce; the others are shared, under hashes.
      '/fr/login/',
    ]) {
      await page.goto(path);
      // The map view's tiles (another host) load when the visitor asks: the policy must allow them.
      if (path.includes('view=map')) await showMap(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    }
  });
});
