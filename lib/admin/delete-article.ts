import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { keepOriginalPath } from '@/lib/admin/article-checks';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { storedLayoutPart } from '@/lib/admin/site-layout';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { isLegalArticleKey } from '@/lib/site/legal-pages';
import { auditEntry } from '@/lib/staff/audit';

// The confirmation box of the delete form: a slip of the keyboard deletes nothing.
export const articleDeleteSchema = z.object({
  id: recordIdField,
  action: z.literal('delete'),
  confirm: z.literal('on'),
});

/** Whether the site names the article by its key: a legal page, a module, the home configuration. */
async function articleInUse(key: string): Promise<boolean> {
  if (isLegalArticleKey(key)) return true;
  const [modules, home] = await Promise.all([
    db.module.count({ where: { relationType: 'article', relationId: key } }),
    storedLayoutPart('home'),
  ]);
  return modules > 0 || home.config?.articleKey === key;
}

/** Deletes an article with its texts, unless the site names it by its key. */
export async function deleteArticle(
  input: z.output<typeof articleDeleteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const tree = await readArticleTree(db);
  const before = tree.articles.find((article) => article.id === input.id);
  if (!before) return { error: 'gone' };
  if (await articleInUse(before.key)) return { error: 'articleInUse' };
  await db.$transaction(async (tx) => {
    await tx.article.delete({ where: { id: input.id } });
    await keepOriginalPath(tx, tree, before.key, null);
    await auditEntry(tx, staff, 'article.delete', `article:${input.id}`, { key: before.key });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'articleDeleted' };
}
