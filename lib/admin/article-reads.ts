import 'server-only';
import { articlePublicPaths } from '@/lib/admin/article-paths';
import { db } from '@/lib/db';
import { recordIdParam } from '@/lib/http/record-id';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { categoryChain, type ArticleTree, type TreeArticle } from '@/lib/site/article-tree';
import { readAgencyRootCategoryIds, readArticleTree } from '@/lib/site/article-tree-reads';

// What the back-office's article screens read: never cached, an editor sees their last write.

/** The list's filter: every article, those without a category, or one category's. */
export type ArticleCategoryFilter = 'all' | 'none' | number;

export function articleCategoryFilter(value: unknown): ArticleCategoryFilter {
  if (value === 'none') return 'none';
  return recordIdParam(value) ?? 'all';
}

export type CategoryOption = { id: number; label: string };

/** Every category, named with its parents ("Notre agence › Équipe") in `locale`, in that order. */
export function categoryOptions(tree: ArticleTree, locale: Locale): CategoryOption[] {
  const nameOf = (names: Partial<Record<Locale, string>>, id: number) =>
    names[locale] ?? names[DEFAULT_LOCALE] ?? `#${id}`;
  return tree.categories
    .map((category) => ({
      id: category.id,
      label: categoryChain(tree, category.id)
        .map((link) => nameOf(link.names, link.id))
        .join(' › '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The article tree as it is now: every category's and article's names in every language. */
export function currentArticleTree(): Promise<ArticleTree> {
  return readArticleTree(db);
}

/** One filter's articles, by category, then in their order on the site. */
export function articlesForList(tree: ArticleTree, filter: ArticleCategoryFilter): TreeArticle[] {
  const wanted = filter === 'none' ? null : filter;
  return tree.articles
    .filter((article) => filter === 'all' || article.categoryId === wanted)
    .sort((a, b) => (a.categoryId ?? 0) - (b.categoryId ?? 0) || a.sort - b.sort || a.id - b.id);
}

/** An article with its texts in every language, or null when there is none with that id. */
export function articleForEdit(id: number) {
  return db.article.findUnique({ where: { id }, include: { translations: true } });
}

/** The article's public page in each language it has a text in (lib/admin/article-paths.ts). */
export async function articlePages(tree: ArticleTree, article: TreeArticle) {
  return articlePublicPaths(tree, await readAgencyRootCategoryIds(db), article);
}
