import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { memoizedRead, processMemo } from '@/lib/cache/process-memo';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { isStaticPathname, type StaticPathname } from '@/lib/i18n/routing';
import type { SiteTagIds } from '@/lib/consent/tag-plan';
import type { RetentionPeriods } from '@/lib/privacy/retention-periods';
import { readRetentionPeriods } from '@/lib/privacy/retention-reads';
import { cleanArticleHtml } from '@/lib/site/article-html';
import type { ArticleTree } from '@/lib/site/article-tree';
import { readAgencyRootCategoryIds, readArticleTree } from '@/lib/site/article-tree-reads';
import { readEnabledLocales } from '@/lib/site/site-settings-reads';
import { footerConfigSchema, headerConfigSchema, homeConfigSchema } from '@/lib/site/config-schema';

/** Site content changes only with the seed or an editor, who expire its tag. */
function cacheSiteContent() {
  cacheTag(CACHE_TAG.siteContent);
  cacheLife('days');
}

// What every page shows of the site content (the configuration, the languages, the menu, the tag
// ids, the CMS page of its route) is read by several of its parts (header, footer, contact blocks,
// metadata), and each read of a `'use cache'` function costs a stack trace and a decoding of its
// answer: the process keeps these answers (lib/cache/process-memo.ts), dropped with the site
// content's tag, and every page and part shares them. A minute at most, as a kept page.
// Each wrapper follows the function it wraps: the build turns a `'use cache'` function into a
// variable, which is not hoisted.
const shownOnEveryPage = processMemo('site-content', { lifeMs: 60_000, tags: [CACHE_TAG.siteContent] });

async function readSiteConfig() {
  'use cache';
  cacheSiteContent();
  const row = await db.siteConfig.findUnique({ where: { id: 1 } });
  if (!row) throw new Error('Site configuration is missing: run `npm run db:seed`.');
  return {
    header: headerConfigSchema.parse(JSON.parse(row.header)),
    footer: footerConfigSchema.parse(JSON.parse(row.footer)),
    home: homeConfigSchema.parse(JSON.parse(row.home)),
  };
}

/** The header's, footer's and home page's settings. */
export const getSiteConfig = memoizedRead(shownOnEveryPage, 'siteConfig', readSiteConfig);

async function readSiteLocales(): Promise<Locale[]> {
  'use cache';
  cacheSiteContent();
  return readEnabledLocales(db);
}

/** The languages the site offers: hreflang, the sitemap, robots.txt and the language switcher. */
export const getEnabledLocales = memoizedRead(shownOnEveryPage, 'enabledLocales', readSiteLocales);

export type MenuEntry =
  | { kind: 'internal'; id: number; label: string; pathname: StaticPathname; children: MenuEntry[] }
  | { kind: 'external'; id: number; label: string; url: string; children: MenuEntry[] }
  | { kind: 'group'; id: number; label: string; children: MenuEntry[] };

type MenuRow = Awaited<ReturnType<typeof findPublishedMenuPages>>[number];

function findPublishedMenuPages(locale: Locale) {
  return db.menuPage.findMany({
    where: { status: 'Published' },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    include: { translations: { where: { locale }, select: { title: true } } },
  });
}

function toMenuEntry(row: MenuRow, rows: MenuRow[]): MenuEntry {
  const label = row.translations[0]?.title ?? row.name;
  const children = rows.filter((child) => child.parentId === row.id).map((child) => toMenuEntry(child, rows));
  if (row.type === 'redirect' && row.redirectUrl)
    return { kind: 'external', id: row.id, label, url: row.redirectUrl, children };
  if (row.routeKey && isStaticPathname(row.routeKey))
    return { kind: 'internal', id: row.id, label, pathname: row.routeKey, children };
  return { kind: 'group', id: row.id, label, children };
}

async function readMenu(locale: Locale): Promise<MenuEntry[]> {
  'use cache';
  cacheSiteContent();
  const rows = await findPublishedMenuPages(locale);
  return rows.filter((row) => row.parentId === null).map((row) => toMenuEntry(row, rows));
}

/** Only Published entries are shown; a child of an unpublished parent is hidden with it (docs/cms.md). */
export const getMenu = memoizedRead(shownOnEveryPage, 'menu', readMenu);

export async function getArticle(key: string, locale: Locale) {
  'use cache';
  cacheSiteContent();
  const article = await db.article.findUnique({
    where: { key },
    include: { translations: { where: { locale } } },
  });
  const text = article?.translations[0];
  return article && text
    ? { key, imageUrl: article.imageUrl, title: text.title, summary: text.summary, body: cleanArticleHtml(text.body) }
    : null;
}

// `moduleStatus` undefined: every module, whatever its status (Prisma ignores an undefined filter).
const pageInclude = (locale: Locale, moduleStatus: 'Published' | undefined) => ({
  translations: { where: { locale } },
  modules: {
    where: { status: moduleStatus },
    orderBy: [{ sort: 'asc' as const }, { id: 'asc' as const }],
    include: { translations: { where: { locale } } },
  },
});

async function readMenuPage(routeKey: string, locale: Locale) {
  'use cache';
  cacheSiteContent();
  const page = await db.menuPage.findFirst({
    where: { routeKey, status: 'Published' },
    orderBy: { parentId: 'asc' },
    include: pageInclude(locale, 'Published'),
  });
  if (!page) return null;
  return { ...page, text: page.translations[0] ?? null };
}

/** The CMS page behind a route (titles, SEO texts, banner, modules), or null when the agency has none. */
export const getMenuPage = memoizedRead(shownOnEveryPage, 'menuPage', readMenuPage);

export type MenuPageData = NonNullable<Awaited<ReturnType<typeof getMenuPage>>>;

/** Any menu page, draft or published, with every module: what an editor previews (never cached). */
export const getMenuPageForPreview = cache(async (id: number, locale: Locale): Promise<MenuPageData | null> => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const page = await db.menuPage.findUnique({ where: { id }, include: pageInclude(locale, undefined) });
  if (!page) return null;
  return { ...page, text: page.translations[0] ?? null };
});

async function readSiteTagIds(): Promise<SiteTagIds> {
  'use cache';
  cacheSiteContent();
  const row = await db.siteInfo.findUnique({ where: { id: 1 } });
  return {
    tagManagerId: row?.tagManagerId ?? null,
    analyticsId: row?.analyticsId ?? null,
    adsId: row?.adsId ?? null,
    socialPixelId: row?.socialPixelId ?? null,
  };
}

/** Site info: the tag ids the agency configured (none in the demo data). */
export const getSiteTagIds = memoizedRead(shownOnEveryPage, 'siteTagIds', readSiteTagIds);

/** Every category and article name in every language: a few dozen rows. */
export async function getArticleTree(): Promise<ArticleTree> {
  'use cache';
  cacheSiteContent();
  return readArticleTree(db);
}

/** The categories whose articles live under the "our agency" page (article-tree-reads.ts). */
export async function getAgencyRootCategoryIds(): Promise<number[]> {
  'use cache';
  cacheSiteContent();
  return readAgencyRootCategoryIds(db);
}

export type ArticleContent = {
  id: number;
  key: string;
  categoryId: number | null;
  imageUrl: string | null;
  title: string;
  summary: string | null;
  body: string;
};

/** Articles by id in one language, in the order asked; those without a translation are left out. */
export async function getArticlesById(ids: readonly number[], locale: Locale): Promise<ArticleContent[]> {
  'use cache';
  cacheSiteContent();
  if (ids.length === 0) return [];
  const rows = await db.article.findMany({
    where: { id: { in: [...ids] } },
    include: { translations: { where: { locale } } },
  });
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    const text = row?.translations[0];
    return row && text
      ? [
          {
            id: row.id,
            key: row.key,
            categoryId: row.categoryId,
            imageUrl: row.imageUrl,
            title: text.title,
            summary: text.summary,
            body: cleanArticleHtml(text.body),
          },
        ]
      : [];
  });
}

/** The keeping times of personal data, which the privacy statement states (lib/privacy/privacy-periods.ts). */
export async function getRetentionPeriods(): Promise<RetentionPeriods> {
  'use cache';
  cacheSiteContent();
  return readRetentionPeriods(db);
}

/** The table of the old site's paths, for breadcrumbs (docs/cms.md, original paths and breadcrumbs). */
export async function getOriginalPathRows() {
  'use cache';
  cacheSiteContent();
  return db.originalPath.findMany();
}

/** Published menu pages by name, with their title in `locale`: the labels of breadcrumbs. */
export async function getMenuPageLabels(locale: Locale) {
  'use cache';
  cacheSiteContent();
  const pages = await db.menuPage.findMany({
    where: { status: 'Published' },
    select: { name: true, routeKey: true, translations: { where: { locale }, select: { title: true } } },
  });
  return new Map(pages.map((page) => [page.name, page]));
}

export type MenuPageLabels = Awaited<ReturnType<typeof getMenuPageLabels>>;
