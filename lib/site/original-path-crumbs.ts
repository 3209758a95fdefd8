import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { isStaticPathname } from '@/lib/i18n/routing';
import {
  getAgencyRootCategoryIds,
  getArticleTree,
  getMenuPageLabels,
  getOriginalPathRows,
  type MenuPageLabels,
} from '@/lib/site/queries';
import { nodeSegments, type ArticleTree } from '@/lib/site/article-tree';
import { isLegalArticleKey, LEGAL_PAGES } from '@/lib/site/legal-pages';
import { breadcrumbTrail, normalizeOriginalPath, originalPathMap, ROOT_PATH } from '@/lib/site/breadcrumb-parents';
import { agencyTreeHref, type SiteHref } from '@/lib/site/site-href';
import { parseTrailLabel } from '@/lib/site/trail-labels';

export type TrailCrumb = { path: string; label: string | null; href?: SiteHref };

type Context = {
  tree: ArticleTree;
  roots: number[];
  locale: Locale;
  menuPages: MenuPageLabels;
};

function resolveLabel(label: string | undefined, context: Context): Omit<TrailCrumb, 'path'> {
  if (label === undefined) return { label: null };
  const { tree, roots, locale } = context;
  const parsed = parseTrailLabel(label);
  if (parsed.kind === 'article') {
    const article = tree.articles.find((candidate) => candidate.key === parsed.key);
    if (!article) return { label: null };
    const title = article.titles[locale] ?? null;
    if (isLegalArticleKey(parsed.key)) return { label: title, href: LEGAL_PAGES[parsed.key] };
    const segments = nodeSegments(tree, { kind: 'article', id: article.id, key: article.key }, roots, locale);
    return { label: title, href: segments ? agencyTreeHref(segments) : undefined };
  }
  if (parsed.kind === 'category') {
    const category = tree.categories.find((candidate) => candidate.id === parsed.id);
    if (!category) return { label: null };
    const segments = nodeSegments(tree, { kind: 'category', id: category.id }, roots, locale);
    return { label: category.names[locale] ?? null, href: segments ? agencyTreeHref(segments) : undefined };
  }
  const page = context.menuPages.get(parsed.name);
  if (!page) return { label: null };
  const href = page.routeKey && isStaticPathname(page.routeKey) ? page.routeKey : undefined;
  return { label: page.translations[0]?.title ?? page.name, href };
}

/**
 * The breadcrumb of an original path, from the table of original paths (a path the
 * table does not know hangs under '/'). Home is left out (the Breadcrumbs component adds it);
 * the last crumb is the page itself. A crumb whose label cannot be resolved has label null.
 */
export async function originalPathCrumbs(originalPath: string, locale: Locale): Promise<TrailCrumb[]> {
  const [rows, tree, roots, menuPages] = await Promise.all([
    getOriginalPathRows(),
    getArticleTree(),
    getAgencyRootCategoryIds(),
    getMenuPageLabels(locale),
  ]);
  const labels = new Map(rows.map((row) => [normalizeOriginalPath(row.path), row.label]));
  const context = { tree, roots, locale, menuPages };
  return breadcrumbTrail(originalPathMap(rows), originalPath)
    .filter((path) => path !== ROOT_PATH)
    .map((path) => ({ path, ...resolveLabel(labels.get(path), context) }));
}
