import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { expectNoAxeViolations } from './support/axe';
import { COOKIE_CATEGORIES } from '@/lib/consent/cookie-catalogue';
import { LOCALES } from '@/lib/i18n/locales';
import { CACHE_TAG } from '@/lib/cache/tags';
import { changeDatabase, count, query } from './support/catalogue';
import { previewPath } from './support/preview';

// Content pages from the CMS tables: menu pages and their modules, articles at their slugged
// paths, breadcrumbs from the original-paths table, testimonials and the legal pages.

/** The CMS tables as an editor changes them: the server is told its site content changed. */
const changeSiteContent = (run: Parameters<typeof changeDatabase>[1]) => changeDatabase([CACHE_TAG.siteContent], run);

async function crumbs(page: Page, label: string): Promise<string[]> {
  return page
    .getByRole('navigation', { name: label })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item.textContent ?? '').replace('/', '').trim()));
}

/** The breadcrumb the original-paths table gives a path, labelled from the CMS tables. */
function expectedTrail(path: string, locale: string): string[] {
  const rows = query<{ path: string; parentPath: string; label: string }>('SELECT * FROM OriginalPath');
  const label = (row: { label: string }) => {
    const [kind, value] = row.label.split(':');
    if (kind === 'category')
      return query<{ name: string }>(
        'SELECT name FROM ArticleCategoryTranslation WHERE categoryId = ? AND locale = ?',
        Number(value),
        locale,
      )[0]?.name;
    if (kind === 'article')
      return query<{ title: string }>(
        'SELECT t.title FROM ArticleTranslation t JOIN Article a ON a.id = t.articleId WHERE a.key = ? AND t.locale = ?',
        value,
        locale,
      )[0]?.title;
    return query<{ title: string }>(
      'SELECT t.title FROM MenuPageTranslation t JOIN MenuPage m ON m.id = t.menuPageId WHERE m.name = ? AND t.locale = ?',
      row.label,
      locale,
    )[0]?.title;
  };
  const trail: string[] = [];
  for (let row = rows.find((candidate) => candidate.path === path); row && row.path !== '/';) {
    trail.unshift(label(row)!);
    const parent = row.parentPath;
    row = rows.find((candidate) => candidate.path === parent);
  }
  return trail;
}

test.describe('our agency', () => {
  test('shows the category and sub-category articles as cards, each linking to its page', async ({ page }) => {
    await page.goto('/fr/notre-agence/');
    const cards = page.locator('[data-module="7"]');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText("L'équipe et nos services");
    const expected = count(
      'SELECT COUNT(*) AS n FROM Article a JOIN ArticleCategory c ON c.id = a.categoryId WHERE c.id = 1 OR c.parentId = 1',
    );
    await expect(cards.getByRole('listitem')).toHaveCount(Math.min(expected, 12));
    await cards.getByRole('link', { name: 'Thomas Peeters' }).click();
    await expect(page).toHaveURL(/\/fr\/notre-agence\/equipe\/thomas-peeters\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thomas Peeters');
  });

  test('shows approved testimonials only, each marked with its language', async ({ page }) => {
    await page.goto('/en/our-agency/');
    const section = page.getByRole('region', { name: 'What our clients say' });
    const approved = query<{ name: string; locale: string }>('SELECT name, locale FROM Testimonial WHERE approved = 1');
    await expect(section.getByRole('listitem')).toHaveCount(approved.length);
    for (const testimonial of approved) {
      const item = section.getByRole('listitem').filter({ hasText: testimonial.name });
      await expect(item.locator('blockquote')).toHaveAttribute('lang', testimonial.locale);
    }
    for (const { name } of query<{ name: string }>('SELECT name FROM Testimonial WHERE approved = 0')) {
      await expect(page.getByText(name)).toHaveCount(0);
    }
  });

  test('shows its banner, the colour and image modules', async ({ page }) => {
    await page.goto('/de/unsere-agentur/');
    await expect(page.getByText('Ihre Agentur vor Ort seit 2001')).toBeVisible();
    const colour = page.locator('[data-module="8"]');
    await expect(colour).toHaveCSS('background-color', 'rgb(15, 76, 92)');
    await expect(colour.getByRole('heading')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.locator('[data-module="9"] img')).toHaveAttribute('src', '/brand/banner-rooftops.svg');
  });
});

test.describe('articles', () => {
  test('live at the slugs of their category, sub-category and title in each language', async ({ page }) => {
    for (const [path, title] of [
      ['/fr/notre-agence/services/gestion-locative/', 'Gestion locative'],
      ['/nl/ons-kantoor/diensten/rentmeesterschap/', 'Rentmeesterschap'],
      ['/en/our-agency/services/property-management/', 'Property management'],
      ['/de/unsere-agentur/leistungen/mietverwaltung/', 'Mietverwaltung'],
    ]) {
      expect((await page.goto(path!))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    }
  });

  test('the language switcher reaches the same article in another language', async ({ page }) => {
    await page.goto('/fr/notre-agence/services/vente/');
    await page.getByRole('navigation', { name: 'Langue' }).first().getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/ons-kantoor\/diensten\/verkoop\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkoop');
    // The switch is a client-side navigation: the new page's head arrives after its heading.
    const alternates = () =>
      page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(
            links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
          ),
        );
    await expect.poll(alternates).toEqual({
      fr: '/fr/notre-agence/services/vente/',
      nl: '/nl/ons-kantoor/diensten/verkoop/',
      en: '/en/our-agency/services/sales/',
      de: '/de/unsere-agentur/leistungen/verkauf/',
      'x-default': '/fr/notre-agence/services/vente/',
    });
  });

  test('a sub-category lists its articles', async ({ page }) => {
    await page.goto('/en/our-agency/team/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');
    await expect(page.getByRole('link', { name: 'Sophie Lambert' })).toHaveAttribute(
      'href',
      '/en/our-agency/team/sophie-lambert/',
    );
  });

  test('an unknown article path is the 404 page', async ({ page }) => {
    expect((await page.goto('/fr/notre-agence/equipe/personne/'))?.status()).toBe(404);
  });
});

test.describe('breadcrumbs follow the original-paths table', () => {
  // In order, in one worker: the last test takes a row out of the table for a moment.
  test.describe.configure({ mode: 'default' });
  // Breadcrumbs are server-rendered: without JavaScript each of these many pages costs a fraction
  // of a hydrated one, and the trail is what a crawler reads.
  test.use({ javaScriptEnabled: false });
  const labels = { fr: "Fil d'Ariane", nl: 'Kruimelpad' } as const;
  const homes = { fr: 'Accueil', nl: 'Home' } as const;

  for (const locale of ['fr', 'nl'] as const) {
    test(`for every article, category and content page (${locale})`, async ({ page }) => {
      const rows = query<{ path: string }>(
        "SELECT path FROM OriginalPath WHERE label LIKE 'article:%' OR label LIKE 'category:%' OR path IN ('/contact/', '/contact-demand/', '/demand-register/', '/notre-agence/')",
      );
      const fixed: Record<string, Record<'fr' | 'nl', string>> = {
        '/contact/': { fr: '/fr/contact/', nl: '/nl/contact/' },
        '/contact-demand/': { fr: '/fr/estimation-gratuite/', nl: '/nl/gratis-schatting/' },
        '/demand-register/': { fr: '/fr/recherche/', nl: '/nl/zoekopdracht/' },
        '/notre-agence/': { fr: '/fr/notre-agence/', nl: '/nl/ons-kantoor/' },
        '/privacy-statement/': { fr: '/fr/privacy-statement/', nl: '/nl/privacyverklaring/' },
        '/cookie-policy/': { fr: '/fr/cookie-policy/', nl: '/nl/cookiebeleid/' },
        '/disclaimer/': { fr: '/fr/disclaimer/', nl: '/nl/disclaimer/' },
      };
      expect(rows.length).toBeGreaterThan(10);
      for (const { path } of rows) {
        // French slugs are the original path; other languages redirect to their own slugs.
        const url = fixed[path]?.[locale] ?? `/${locale}${path}`;
        expect((await page.goto(url))?.status(), url).toBe(200);
        const trail = expectedTrail(path, locale);
        expect([url, await crumbs(page, labels[locale])]).toEqual([url, [homes[locale], ...trail]]);
      }
    });
  }

  test('a path missing from the table hangs under the home page', async ({ page }) => {
    const path = '/notre-agence/equipe/lea-schmit/';
    const row = query<{ parentPath: string; label: string }>(
      'SELECT parentPath, label FROM OriginalPath WHERE path = ?',
      path,
    )[0]!;
    await changeSiteContent((db) => db.prepare('DELETE FROM OriginalPath WHERE path = ?').run(path));
    try {
      await page.goto(`/fr${path}`);
      expect(await crumbs(page, "Fil d'Ariane")).toEqual(['Accueil', 'Léa Schmit']);
    } finally {
      await changeSiteContent((db) =>
        db
          .prepare('INSERT INTO OriginalPath (path, parentPath, label) VALUES (?, ?, ?)')
          .run(path, row.parentPath, row.label),
      );
    }
  });
});

test.describe('content pages', () => {
  test('the search-alert page shows its banner, breadcrumb and contact module', async ({ page }) => {
    await page.goto('/nl/zoekopdracht/');
    await expect(page.getByText('Uw zoektocht, onze prioriteit')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Registreer uw zoekopdracht' })).toBeVisible();
    expect(await crumbs(page, 'Kruimelpad')).toEqual(['Home', 'Zoekopdracht']);
  });

  test('the free-valuation page hangs under the "sell" menu heading', async ({ page }) => {
    await page.goto('/fr/estimation-gratuite/');
    expect(await crumbs(page, "Fil d'Ariane")).toEqual(['Accueil', 'Vendre', 'Estimation gratuite']);
    const nav = page.getByRole('navigation', { name: "Fil d'Ariane" });
    // "Vendre" only groups menu entries: it is named, neither linked nor the current page.
    await expect(nav.getByRole('link', { name: 'Vendre' })).toHaveCount(0);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Estimation gratuite');
  });

  for (const locale of LOCALES) {
    test(`the cookie policy names every cookie and storage key the site uses (${locale})`, async ({ page }) => {
      const paths = {
        fr: '/fr/cookie-policy/',
        nl: '/nl/cookiebeleid/',
        en: '/en/cookie-policy/',
        de: '/de/cookie-richtlinie/',
      };
      await page.goto(paths[locale]);
      const text = await page.locator('#main').innerText();
      for (const item of COOKIE_CATEGORIES.flatMap((category) => category.items)) expect(text).toContain(item.name);
    });
  }
});

// A draft menu page with one module of every kind and background, seen through the preview path.
test.describe('every module kind and background', () => {
  test.describe.configure({ mode: 'default' });
  const PAGE_ID = 9001;
  const pictures = () =>
    query<{ url: string }>('SELECT url FROM PropertyPicture ORDER BY propertyId, sort LIMIT 6').map((row) => row.url);

  test.beforeAll(async () => {
    const images = pictures();
    await changeSiteContent((db) => {
      db.prepare('DELETE FROM MenuPage WHERE id = ?').run(PAGE_ID);
      db.prepare(
        `INSERT INTO MenuPage (id, name, path, status, showBreadCrumb, showPageBanner, bannerType, bannerImageUrl, css, modifyDate)
         VALUES (?, 'module-gallery', 'module-gallery', 'Draft', 0, 1, 'gallery', ?, 'fixture-page', CURRENT_TIMESTAMP)`,
      ).run(PAGE_ID, JSON.stringify(images.slice(0, 3)));
      const pageText = db.prepare(
        'INSERT INTO MenuPageTranslation (menuPageId, locale, title, description, bannerTitle, bannerDescription) VALUES (?, ?, ?, ?, ?, ?)',
      );
      pageText.run(
        PAGE_ID,
        'fr',
        'Tous les modules',
        'Une page de démonstration',
        'Bannière en galerie',
        'Trois photos côte à côte',
      );
      pageText.run(
        PAGE_ID,
        'nl',
        'Alle modules',
        'Een demonstratiepagina',
        'Galerijbanner',
        "Drie foto's naast elkaar",
      );
      const insertModule = db.prepare(
        `INSERT INTO Module (id, menuPageId, sort, titleSize, position, span, colSm, colMd, colLg, view, cssClass, backgroundType,
           imageUrl, images, colorBackground, relationType, relationId, status, itemsPerRow, maxItems, isHasSubcategories)
         VALUES (@id, ${PAGE_ID}, @sort, @titleSize, @position, 12, 12, @colMd, @colLg, @view, @cssClass, @backgroundType,
           @imageUrl, @images, @colorBackground, @relationType, @relationId, 'Published', @itemsPerRow, @maxItems, @isHasSubcategories)`,
      );
      const text = db.prepare(
        'INSERT INTO ModuleTranslation (moduleId, locale, title, description, description2) VALUES (?, ?, ?, ?, ?)',
      );
      const base = {
        titleSize: 'h2',
        position: 'main',
        colMd: 12,
        colLg: 12,
        view: '',
        cssClass: null,
        backgroundType: '',
        imageUrl: null,
        images: null,
        colorBackground: null,
        relationType: null,
        relationId: null,
        itemsPerRow: 4,
        maxItems: 4,
        isHasSubcategories: 0,
      };
      const modules = [
        { id: 9101, sort: 1, position: 'top', titleSize: 'h1', title: 'En haut, grand titre' },
        {
          id: 9102,
          sort: 2,
          relationType: 'property-list',
          relationId: 'sale',
          itemsPerRow: 3,
          maxItems: 3,
          title: 'Trois biens à vendre',
        },
        {
          id: 9103,
          sort: 3,
          relationType: 'property-list',
          relationId: 'rent',
          itemsPerRow: 2,
          maxItems: 2,
          title: 'Deux biens à louer',
        },
        {
          id: 9104,
          sort: 4,
          relationType: 'article',
          relationId: '3',
          view: 'card-view',
          itemsPerRow: 2,
          maxItems: 4,
          title: 'Nos services en cartes',
        },
        {
          id: 9105,
          sort: 5,
          relationType: 'article',
          relationId: 'home-welcome',
          view: 'single-view',
          title: 'Un article en entier',
          colLg: 8,
          colMd: 6,
        },
        {
          id: 9106,
          sort: 6,
          relationType: 'contact',
          relationId: 'site-contact',
          title: 'Un module de contact',
          colLg: 4,
          colMd: 6,
          backgroundType: 'color',
          colorBackground: '#f3ead8',
        },
        {
          id: 9107,
          sort: 7,
          backgroundType: 'color',
          colorBackground: '#0b3a47',
          title: 'Fond de couleur foncée',
          colLg: 6,
        },
        {
          id: 9108,
          sort: 8,
          backgroundType: 'image',
          imageUrl: images[3],
          title: 'Fond en image',
          colLg: 6,
          cssClass: 'fixture-module',
        },
        {
          id: 9109,
          sort: 9,
          backgroundType: 'gallery',
          images: JSON.stringify(images.slice(0, 6)),
          title: 'Fond en galerie',
          titleSize: 'h3',
        },
        { id: 9110, sort: 10, position: 'bottom', titleSize: 'h4', title: 'En bas, petit titre' },
      ];
      for (const { title, ...values } of modules) {
        insertModule.run({ ...base, ...values });
        text.run(values.id, 'fr', title, 'Première description du module.', 'Seconde description, plus discrète.');
        text.run(values.id, 'nl', title, 'Eerste beschrijving.', 'Tweede beschrijving.');
      }
    });
  });

  test.afterAll(() => changeSiteContent((db) => db.prepare('DELETE FROM MenuPage WHERE id = ?').run(PAGE_ID)));

  test('renders each of them, in order, with its settings', async ({ page }, testInfo) => {
    await page.goto(previewPath('fr', PAGE_ID));
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'Aperçu : cette page est un brouillon, invisible pour les visiteurs.',
    );
    await expect(page.locator('.fixture-page')).toHaveCount(1);
    await expect(page.getByText('Bannière en galerie')).toBeVisible();
    // showBreadCrumb is off on this page.
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveCount(0);

    const ids = await page
      .locator('[data-module]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-module')));
    expect(ids).toEqual(['9101', '9102', '9103', '9104', '9105', '9106', '9107', '9108', '9109', '9110']);

    await expect(page.locator('[data-module="9102"] article')).toHaveCount(3);
    await expect(
      page.locator('[data-module="9102"]').getByRole('link', { name: 'Tous les biens à vendre' }),
    ).toHaveAttribute('href', '/fr/a-vendre/');
    await expect(page.locator('[data-module="9103"] article')).toHaveCount(2);
    const services = count('SELECT COUNT(*) AS n FROM Article WHERE categoryId = 3');
    await expect(page.locator('[data-module="9104"] li')).toHaveCount(Math.min(services, 4));
    await expect(page.locator('[data-module="9104"]').getByRole('link', { name: 'Vente' })).toHaveAttribute(
      'href',
      '/fr/notre-agence/services/vente/',
    );
    await expect(page.locator('[data-module="9105"]').getByRole('heading', { level: 3 })).toHaveText(
      'Bienvenue chez Vitrine Immobilier',
    );
    await expect(page.locator('[data-module="9106"]').getByRole('link', { name: 'Nous écrire' })).toHaveAttribute(
      'href',
      '/fr/contact/',
    );
    await expect(page.locator('[data-module="9107"] h2')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.locator('[data-module="9108"].fixture-module img')).toHaveCount(1);
    await expect(page.locator('[data-module="9109"] img')).toHaveCount(6);

    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('modules-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('modules-390.png'), fullPage: true });
  });

  test('a preview opens only from a signed link that has not expired', async ({ request }) => {
    const draftTitle = 'Tous les modules';
    for (const path of [
      `/fr/preview/${PAGE_ID}/`,
      `/fr/preview/${PAGE_ID}/?expires=4102444800&signature=forged`,
      previewPath('fr', PAGE_ID, new Date(Date.now() - 1000)),
      previewPath('fr', PAGE_ID + 1).replace(`/preview/${PAGE_ID + 1}/`, `/preview/${PAGE_ID}/`),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain(draftTitle);
    }
    expect((await request.get(previewPath('fr', PAGE_ID))).status()).toBe(200);
  });

  test('a draft page stays out of the menu and its preview out of search engines', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('link', { name: 'Tous les modules' })).toHaveCount(0);
    await page.goto(previewPath('fr', PAGE_ID));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('banners: a video file and an embedded player', async ({ page }, testInfo) => {
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<body style="background:#333"></body>' }),
    );
    await changeSiteContent((db) =>
      db
        .prepare("UPDATE MenuPage SET bannerType = 'video', bannerImageUrl = ? WHERE id = ?")
        .run('https://www.youtube.com/watch?v=dQw4w9WgXcQ', PAGE_ID),
    );
    await page.goto(previewPath('nl', PAGE_ID));
    await expect(page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveAttribute(
      'title',
      'Galerijbanner',
    );
    await page.screenshot({ path: testInfo.outputPath('banner-player.png') });

    await changeSiteContent((db) =>
      db
        .prepare("UPDATE MenuPage SET bannerType = 'video', bannerImageUrl = ? WHERE id = ?")
        .run('https://cdn.example.be/tour.mp4', PAGE_ID),
    );
    await page.goto(previewPath('nl', PAGE_ID));
    await expect(page.locator('video')).toHaveAttribute('src', 'https://cdn.example.be/tour.mp4');
    await expect(page.getByRole('button', { name: /Video (afspelen|pauzeren)/ })).toBeVisible();
  });
});

test.describe('the consent banner on a phone @phone', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('leaves the end of the page reachable above it', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'phone layout only');
    await page.goto('/fr/disclaimer/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const last = page.getByRole('contentinfo').getByRole('link').last();
    // The page makes room for the banner once it has measured it: scroll again until it has.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const [linkBox, bannerBox] = [await last.boundingBox(), await banner.boundingBox()];
      expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bannerBox!.y);
    }).toPass({ timeout: 5_000 });
  });
});

// The agency page's "Selling?" module leads somewhere: its button opens the free valuation form.
for (const [path, heading, button, target] of [
  ['/fr/notre-agence/', 'Vous vendez ?', 'Demander une estimation gratuite', '/fr/estimation-gratuite/'],
  ['/nl/ons-kantoor/', 'Verkoopt u?', null, '/nl/gratis-schatting/'],
] as const) {
  test(`${path}: "${heading}" has a button to the free valuation`, async ({ page }) => {
    await page.goto(path);
    const section = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
    const link = button ? section.getByRole('link', { name: button }) : section.getByRole('link');
    await expect(link).toHaveAttribute('href', target);
  });
}
