import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic } from '@/lib/domain/public-flag';
import { verifyPassword } from '@/lib/auth/password';
import { LOCALES } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { footerConfigSchema, headerConfigSchema, homeConfigSchema } from '@/lib/site/config-schema';
import { originalPathMap, parentPathOf } from '@/lib/site/breadcrumb-parents';
import { seedAccounts } from '@/prisma/seed/accounts';
import { ARTICLE_CATEGORY_IDS, ARTICLE_KEYS, MENU_PAGE_IDS, seedSiteContent } from '@/prisma/seed/site-content';
import { expectTrail, PROPERTY_TRAIL, TEAM_MEMBER_TRAIL } from '../../support/breadcrumb-trails';
import { createTestDatabase, dropTestDatabases } from '../support/test-database';

let db: Db;

async function counts() {
  return {
    menuPages: await db.menuPage.count(),
    menuPageTranslations: await db.menuPageTranslation.count(),
    modules: await db.module.count(),
    moduleTranslations: await db.moduleTranslation.count(),
    categories: await db.articleCategory.count(),
    articles: await db.article.count(),
    articleTranslations: await db.articleTranslation.count(),
    originalPaths: await db.originalPath.count(),
    testimonials: await db.testimonial.count(),
    siteConfigs: await db.siteConfig.count(),
    siteInfos: await db.siteInfo.count(),
  };
}

// The test database of the run: SQLite, or PostgreSQL in the PostgreSQL run, whose id sequences
// the seed must move past its fixed ids.
beforeAll(async () => {
  db = createDbClient(await createTestDatabase());
  await seedSiteContent(db);
}, 120_000);

afterAll(async () => {
  await db?.$disconnect();
  await dropTestDatabases();
}, 60_000);

describe('seedSiteContent', () => {
  it('is idempotent', async () => {
    const before = await counts();
    const snapshot = await db.menuPage.findMany({
      include: { translations: true, modules: true },
      orderBy: { id: 'asc' },
    });
    await seedSiteContent(db);
    expect(await counts()).toEqual(before);
    expect(
      await db.menuPage.findMany({ include: { translations: true, modules: true }, orderBy: { id: 'asc' } }),
    ).toEqual(snapshot);
    expect(before.siteConfigs).toBe(1);
    expect(before.siteInfos).toBe(1);
  });

  it('leaves room after its fixed ids: the back-office creates pages, modules and articles next', async () => {
    await seedSiteContent(db);
    const page = await db.menuPage.create({ data: { name: 'New page', path: `new-page-${Date.now()}` } });
    const pageModule = await db.module.create({ data: { menuPageId: page.id } });
    const article = await db.article.create({ data: { key: `new-article-${Date.now()}` } });
    expect(page.id).toBeGreaterThan(Math.max(...Object.values(MENU_PAGE_IDS)));
    await db.module.delete({ where: { id: pageModule.id } });
    await db.article.delete({ where: { id: article.id } });
    await db.menuPage.delete({ where: { id: page.id } });
  });

  it('keeps testimonials that visitors submitted', async () => {
    await db.testimonial.create({ data: { name: 'Visitor', locale: 'fr', text: 'Très bien.', approved: false } });
    const before = await db.testimonial.count();
    await seedSiteContent(db);
    expect(await db.testimonial.count()).toBe(before);
  });

  it('stores header, footer and home configuration that the schemas accept', async () => {
    const config = await db.siteConfig.findUniqueOrThrow({ where: { id: 1 } });
    const header = headerConfigSchema.parse(JSON.parse(config.header));
    const footer = footerConfigSchema.parse(JSON.parse(config.footer));
    const home = homeConfigSchema.parse(JSON.parse(config.home));

    expect(header.logoUrl).toBe('/brand/logo.svg');
    expect(header.logoScrolledUrl).toBe('/brand/logo-compact.svg');
    // Header links are route keys of the routing, localized by the app.
    for (const link of header.headerLinks) {
      expect(link.external).toBe(false);
      expect(Object.keys(routing.pathnames)).toContain(link.href);
    }
    expect(header.headerLinks.map((link) => link.href)).toEqual(['/free-valuation', '/login']);
    expect(footer.columns.length).toBeGreaterThanOrEqual(3);
    expect(footer.copyright.fr).toContain('© 2026 Vitrine Immobilier');
    expect(isPublic(home.title.public)).toBe(true);
    expect(isPublic(home.description.public)).toBe(true);
    expect(isPublic(home.description2.public)).toBe(false);
    expect(home.articleKey).toBe(ARTICLE_KEYS.homeWelcome);
    expect(config.promotionUrl).toBe('https://www.example.com/promotion/');
  });

  it('leaves every third-party tag empty', async () => {
    expect(await db.siteInfo.findUniqueOrThrow({ where: { id: 1 } })).toEqual({
      id: 1,
      analyticsId: null,
      adsId: null,
      tagManagerId: null,
      socialPixelId: null,
    });
  });

  it('gives every published menu page a title and metadata in all four languages', async () => {
    const pages = await db.menuPage.findMany({ where: { status: 'Published' }, include: { translations: true } });
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      expect(page.translations.map((translation) => translation.locale).sort()).toEqual([...LOCALES].sort());
      for (const translation of page.translations) {
        expect(translation.title.trim(), `${page.name} ${translation.locale}`).not.toBe('');
        expect(translation.metaTitle?.trim()).toBeTruthy();
        expect(translation.metaDescription?.trim()).toBeTruthy();
        if (page.showPageBanner) expect(translation.bannerTitle?.trim()).toBeTruthy();
      }
    }
  });

  it('stores the original menu with route keys the routing knows', async () => {
    const pages = await db.menuPage.findMany({
      where: { status: 'Published', parentId: null },
      orderBy: { sort: 'asc' },
    });
    expect(pages.map((page) => page.path)).toEqual([
      '',
      'for-sale',
      'for-rent',
      'demand-register',
      'sell',
      'Notre-agence',
      'projects',
      'contact',
    ]);
    const all = await db.menuPage.findMany();
    for (const page of all) {
      if (page.routeKey !== null) expect(Object.keys(routing.pathnames)).toContain(page.routeKey);
    }
    const demandRegister = await db.menuPageTranslation.findUniqueOrThrow({
      where: { menuPageId_locale: { menuPageId: MENU_PAGE_IDS.demandRegister, locale: 'fr' } },
    });
    expect(demandRegister.title).toBe('Recherche');

    const promotion = await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.promotion } });
    expect(promotion).toMatchObject({
      type: 'redirect',
      redirectUrl: 'https://www.example.com/promotion/',
      routeKey: null,
    });

    const sell = await db.menuPage.findUniqueOrThrow({
      where: { id: MENU_PAGE_IDS.sell },
      include: { childMenus: { orderBy: { sort: 'asc' } } },
    });
    expect(sell.routeKey).toBeNull();
    expect(sell.childMenus.map((child) => child.routeKey)).toEqual(['/free-valuation', '/login']);
  });

  it('stores the draft page without publishing it', async () => {
    const draft = await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.newsDraft } });
    expect(draft.status).toBe('Draft');
    expect(await db.menuPage.count({ where: { status: 'Published', id: MENU_PAGE_IDS.newsDraft } })).toBe(0);
  });

  it('attaches the modules of each page', async () => {
    const modules = await db.module.findMany({ include: { translations: true }, orderBy: { id: 'asc' } });
    const relations = modules.map((entry) => [entry.menuPageId, entry.relationType, entry.relationId]);
    expect(relations).toEqual(
      expect.arrayContaining([
        [MENU_PAGE_IDS.home, 'property-list', 'new-arrivals'],
        [MENU_PAGE_IDS.home, 'article', ARTICLE_KEYS.homeWelcome],
        [MENU_PAGE_IDS.forSale, 'property-list', 'sale'],
        [MENU_PAGE_IDS.forRent, 'property-list', 'rent'],
        [MENU_PAGE_IDS.contact, 'contact', 'site-contact'],
        [MENU_PAGE_IDS.demandRegister, 'contact', 'demand-register'],
        [MENU_PAGE_IDS.ourAgency, 'article', String(ARTICLE_CATEGORY_IDS.ourAgency)],
      ]),
    );
    const newArrivals = modules.find((entry) => entry.relationId === 'new-arrivals');
    expect(newArrivals).toMatchObject({ maxItems: 4, itemsPerRow: 4 });
    expect(newArrivals?.translations.find((translation) => translation.locale === 'de')?.title).toBe('Neu im Angebot');

    const agency = modules.filter((entry) => entry.menuPageId === MENU_PAGE_IDS.ourAgency);
    expect(agency.find((entry) => entry.relationType === 'article')).toMatchObject({
      view: 'card-view',
      isHasSubcategories: true,
    });
    expect(agency.map((entry) => entry.backgroundType)).toEqual(expect.arrayContaining(['color', 'image']));
    for (const entry of modules) expect(entry.translations).toHaveLength(LOCALES.length);
  });

  it('stores the articles in every language, with the agency category tree', async () => {
    const articles = await db.article.findMany({ include: { translations: true } });
    const keys = articles.map((article) => article.key);
    expect(keys).toEqual(expect.arrayContaining(Object.values(ARTICLE_KEYS)));
    for (const article of articles) {
      expect(article.translations).toHaveLength(LOCALES.length);
      for (const translation of article.translations) {
        expect(translation.title.trim()).not.toBe('');
        expect(translation.body).toMatch(/^<(p|h2)>/);
      }
    }
    const cookiePolicy = articles.find((article) => article.key === ARTICLE_KEYS.cookiePolicy);
    for (const translation of cookiePolicy?.translations ?? []) {
      for (const name of ['NEXT_LOCALE', 'vitrine-consent', 'vitrine-favourites', 'next-auth.session-token']) {
        expect(translation.body, `${translation.locale} lists ${name}`).toContain(name);
      }
    }

    const root = await db.articleCategory.findUniqueOrThrow({
      where: { id: ARTICLE_CATEGORY_IDS.ourAgency },
      include: { children: { include: { articles: true } }, articles: true },
    });
    expect(root.children.map((child) => child.id).sort()).toEqual([
      ARTICLE_CATEGORY_IDS.team,
      ARTICLE_CATEGORY_IDS.services,
    ]);
    for (const child of root.children) expect(child.articles.length).toBeGreaterThanOrEqual(3);
    expect(await db.articleCategoryTranslation.count()).toBe(3 * LOCALES.length);
  });

  it('fills the table of original paths used for breadcrumbs', async () => {
    const rows = await db.originalPath.findMany();
    const table = originalPathMap(rows);
    expect(parentPathOf(table, '/for-sale/')).toBe('/');
    expect(parentPathOf(table, '/Privacy-statement/')).toBe('/');
    expect(parentPathOf(table, '/unknown-page/')).toBe('/');
    expectTrail(table, PROPERTY_TRAIL);
    expectTrail(table, TEAM_MEMBER_TRAIL);
    expectTrail(table, ['/', '/sell/', '/contact-demand/', '/feedback/contact-demand/']);
    for (const original of [
      '/',
      '/for-rent/',
      '/contact/',
      '/demand-register/',
      '/cookie-policy/',
      '/disclaimer/',
      '/promotion/',
    ]) {
      expect(rows.map((row) => row.path)).toContain(original);
    }
    // Every parent is itself a known path, so no trail jumps over a missing level.
    const paths = new Set(rows.map((row) => row.path));
    for (const row of rows) expect(paths, `${row.path} → ${row.parentPath}`).toContain(row.parentPath);
  });

  it('stores three approved testimonials and one awaiting approval', async () => {
    const demo = await db.testimonial.findMany({ where: { name: { not: 'Visitor' } } });
    expect(demo.filter((testimonial) => testimonial.approved)).toHaveLength(3);
    expect(demo.filter((testimonial) => !testimonial.approved)).toHaveLength(1);
    expect(new Set(demo.map((testimonial) => testimonial.locale)).size).toBe(4);
  });
});

describe('seedAccounts', () => {
  it('creates the demo owners once and keeps their hashes on a second run', async () => {
    await seedAccounts(db);
    const first = await db.owner.findMany({ omit: { passwordHash: false }, orderBy: { email: 'asc' } });
    await seedAccounts(db);
    const second = await db.owner.findMany({ omit: { passwordHash: false }, orderBy: { email: 'asc' } });

    expect(second).toHaveLength(2);
    expect(second.map((owner) => owner.passwordHash)).toEqual(first.map((owner) => owner.passwordHash));
    const claire = second.find((owner) => owner.email === 'owner@vitrine.example');
    expect(claire).toMatchObject({ name: 'Claire Dubois', locale: 'fr', weeklyReport: false });
    expect(await verifyPassword(claire?.passwordHash ?? '', 'vitrine-demo-2026')).toBe(true);
    const pieter = second.find((owner) => owner.email === 'second.owner@vitrine.example');
    expect(pieter).toMatchObject({ name: 'Pieter Janssens', locale: 'nl' });
    expect(await verifyPassword(pieter?.passwordHash ?? '', 'second-demo-2026')).toBe(true);
  });

  it('re-hashes a password that no longer matches', async () => {
    await db.owner.update({ where: { email: 'owner@vitrine.example' }, data: { passwordHash: 'broken' } });
    await seedAccounts(db);
    const owner = await db.owner.findUniqueOrThrow({
      where: { email: 'owner@vitrine.example' },
      omit: { passwordHash: false },
    });
    expect(await verifyPassword(owner.passwordHash, 'vitrine-demo-2026')).toBe(true);
  });
});
