import 'server-only';
import { articleOriginalPath, articleTrailLabel } from '@/lib/admin/article-paths';
import type { Db } from '@/lib/prisma-client';
import type { ArticleTree, TreeArticle } from '@/lib/site/article-tree';
import { isLegalArticleKey } from '@/lib/site/legal-pages';

// What the writes of an article share (docs/cms.md, articles and categories): create one
// (create-article.ts), change its category, picture and order (update-article-settings.ts), its
// text per language (update-article-text.ts, remove-article-text.ts), delete it (delete-article.ts).
// A body is stored as typed: the site cleans it (lib/site/article-html.ts) where it renders it,
// whoever wrote it. Every write expires `site-content`, the tag the site reads articles, the
// article tree and breadcrumbs under.

/**
 * Moves the row of the table of original paths of article `key` with it (lib/admin/article-paths.ts):
 * `after` is the article after the write, null once deleted. A path another page already holds
 * keeps that page's row; a legal page's row is its route's and stays.
 */
export async function keepOriginalPath(
  tx: Pick<Db, 'originalPath'>,
  tree: ArticleTree,
  key: string,
  after: TreeArticle | null,
) {
  if (isLegalArticleKey(key)) return;
  await tx.originalPath.deleteMany({ where: { label: articleTrailLabel(key) } });
  const row = after && articleOriginalPath(tree, after);
  if (row) await tx.originalPath.upsert({ where: { path: row.path }, create: row, update: {} });
}

export const hasCategory = (tree: ArticleTree, id: number | null) =>
  id === null || tree.categories.some((category) => category.id === id);
