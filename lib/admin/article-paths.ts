import { slugify } from '@/lib/domain/slug';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { nodeSegments, originalNodePath, type ArticleTree, type TreeArticle } from '@/lib/site/article-tree';
import { isLegalArticleKey, LEGAL_PAGES } from '@/lib/site/legal-pages';

// An article's addresses as the back-office shows and keeps them. Its slug is its title's, per
// language, below its category (docs/url-map.md, slugs and article paths): it has no slug of its
// own to edit, so these follow each change of title or category.

/** The breadcrumb label of an article in the table of original paths (docs/cms.md). */
export const articleTrailLabel = (key: string) => `article:${key}`;

/** `tree` with `article` as it is after a write (a new one, or new values of an existing one). */
export function treeWith(tree: ArticleTree, article: TreeArticle): ArticleTree {
  return { ...tree, articles: [...tree.articles.filter((other) => other.id !== article.id), article] };
}

// As the site makes an article's segment: a language without a title takes the default's.
const slugIn = (article: TreeArticle, locale: Locale) =>
  slugify(article.titles[locale] ?? article.titles[DEFAULT_LOCALE] ?? String(article.id));

/**
 * A language in which another article of the same category has the same slug, or null. The site
 * finds an address's first article only: the second would never be shown there.
 */
export function slugClash(tree: ArticleTree, article: TreeArticle): Locale | null {
  if (article.categoryId === null) return null;
  const siblings = tree.articles.filter((other) => other.id !== article.id && other.categoryId === article.categoryId);
  return LOCALES.find((locale) => siblings.some((other) => slugIn(other, locale) === slugIn(article, locale))) ?? null;
}

/**
 * The row of the table of original paths an article's breadcrumb needs (docs/cms.md, original
 * paths and breadcrumbs). Its path is made of its category's and its own default-language names,
 * so it moves with them; without the row a new or renamed article would hang under the home
 * page. None for an article without a category (no page of its own) nor for a legal page (its
 * row is its route's).
 */
export function articleOriginalPath(tree: ArticleTree, article: TreeArticle) {
  if (article.categoryId === null || isLegalArticleKey(article.key)) return null;
  const after = treeWith(tree, article);
  return {
    path: originalNodePath(after, { kind: 'article', id: article.id, key: article.key }),
    parentPath: originalNodePath(after, { kind: 'category', id: article.categoryId }),
    label: articleTrailLabel(article.key),
  };
}

/**
 * The article's public page in each language it has a text in: its legal route, or its path below
 * the agency page (`roots`: the categories that page hosts). An article shown only by a module
 * (the home page's) has none.
 */
export function articlePublicPaths(
  tree: ArticleTree,
  roots: readonly number[],
  article: TreeArticle,
): Partial<Record<Locale, string>> {
  const key = article.key;
  const pathIn = (locale: Locale): string | null => {
    if (isLegalArticleKey(key)) return localizedPath(LEGAL_PAGES[key], locale);
    const segments = nodeSegments(treeWith(tree, article), { kind: 'article', id: article.id, key }, roots, locale);
    return segments && !segments.includes('')
      ? localizedPath('/our-agency/[...path]', locale, { path: segments })
      : null;
  };
  return Object.fromEntries(
    LOCALES.filter((locale) => article.titles[locale] !== undefined).flatMap((locale) => {
      const path = pathIn(locale);
      return path ? [[locale, path]] : [];
    }),
  );
}
