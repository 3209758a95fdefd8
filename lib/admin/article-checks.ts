import 'server-only';
import { articleOriginalPath, articleTrailLabel } from '@/lib/admin/article-paths';
import type { WriteNotice, WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Db } from '@/lib/prisma-client';
import type { ArticleTree, TreeArticle } from '@/lib/site/article-tree';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { isLegalArticleKey } from '@/lib/site/legal-pages';
import { auditEntry } from '@/lib/staff/audit';

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

/** What a write changes in an existing article, planned from the article as it is. */
export type ArticleChange = {
  /** The article as it is after the write, or null once deleted. */
  after: TreeArticle | null;
  write: (tx: Pick<Db, 'article' | 'articleTranslation'>) => Promise<unknown>;
  detail: Record<string, unknown>;
  notice: WriteNotice;
};

/**
 * Changes an existing article as `plan` says, given the tree and the article as they are (or
 * refuses as it says): the write, the article's original path and the audit entry in one
 * transaction, then the site's content expired.
 */
export async function changeArticle(
  id: number,
  staff: StaffMember,
  action: string,
  plan: (
    tree: ArticleTree,
    before: TreeArticle,
  ) => ArticleChange | WriteOutcome | Promise<ArticleChange | WriteOutcome>,
): Promise<WriteOutcome> {
  const tree = await readArticleTree(db);
  const before = tree.articles.find((article) => article.id === id);
  if (!before) return { error: 'gone' };
  const change = await plan(tree, before);
  if (!('write' in change)) return change;
  await db.$transaction(async (tx) => {
    await change.write(tx);
    await keepOriginalPath(tx, tree, before.key, change.after);
    await auditEntry(tx, staff, `article.${action}`, `article:${id}`, change.detail);
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: change.notice };
}
