import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { isStaticPathname, type StaticPathname } from '@/lib/i18n/routing';
import { cleanArticleHtml } from '@/lib/site/article-html';
import { footerConfigSchema, headerConfigSchema, homeConfigSchema } from '@/lib/site/config-schema';

export const getSiteConfig = cache(async () => {
  const row = await db.siteConfig.findUnique({ where: { id: 1 } });
  if (!row) throw new Error('Site configuration is missing: run `npm run db:seed`.');
  return {
    header: headerConfigSchema.parse(JSON.parse(row.header)),
    footer: footerConfigSchema.parse(JSON.parse(row.footer)),
    home: homeConfigSchema.parse(JSON.parse(row.home)),
  };
});

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

/** Spec §4: only Published entries are shown; a child of an unpublished parent is hidden with it. */
export const getMenu = cache(async (locale: Locale): Promise<MenuEntry[]> => {
  const rows = await findPublishedMenuPages(locale);
  return rows.filter((row) => row.parentId === null).map((row) => toMenuEntry(row, rows));
});

export const getArticle = cache(async (key: string, locale: Locale) => {
  const article = await db.article.findUnique({
    where: { key },
    include: { translations: { where: { locale } } },
  });
  const text = article?.translations[0];
  return article && text
    ? { key, imageUrl: article.imageUrl, title: text.title, summary: text.summary, body: cleanArticleHtml(text.body) }
    : null;
});

// `moduleStatus` undefined: every module, whatever its status (Prisma ignores an undefined filter).
const pageInclude = (locale: Locale, moduleStatus: 'Published' | undefined) => ({
  translations: { where: { locale } },
  modules: {
    where: { status: moduleStatus },
    orderBy: [{ sort: 'asc' as const }, { id: 'asc' as const }],
    include: { translations: { where: { locale } } },
  },
});

/** The CMS page behind a route (titles, SEO texts, banner, modules), or null when the agency has none. */
export const getMenuPage = cache(async (routeKey: string, locale: Locale) => {
  const page = await db.menuPage.findFirst({
    where: { routeKey, status: 'Published' },
    orderBy: { parentId: 'asc' },
    include: pageInclude(locale, 'Published'),
  });
  if (!page) return null;
  return { ...page, text: page.translations[0] ?? null };
});

export type MenuPageData = NonNullable<Awaited<ReturnType<typeof getMenuPage>>>;

/** Any menu page, draft or published, with every module: what an editor previews. */
export const getMenuPageForPreview = cache(async (id: number, locale: Locale): Promise<MenuPageData | null> => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const page = await db.menuPage.findUnique({ where: { id }, include: pageInclude(locale, undefined) });
  if (!page) return null;
  return { ...page, text: page.translations[0] ?? null };
});
