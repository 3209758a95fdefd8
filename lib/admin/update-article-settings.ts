import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { hasCategory, keepOriginalPath } from '@/lib/admin/article-checks';
import { slugClash } from '@/lib/admin/article-paths';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { articleSettingsForm } from '@/lib/admin/forms/articles';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { auditEntry } from '@/lib/staff/audit';

/** An article's category, picture and order, sent by its settings form. */
export const articleSettingsSchema = z.object({
  id: recordIdField,
  action: z.literal('settings'),
  ...formShape(articleSettingsForm),
});

/** Changes an article's category, picture and order. */
export async function updateArticleSettings(
  input: z.output<typeof articleSettingsSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const tree = await readArticleTree(db);
  const before = tree.articles.find((article) => article.id === input.id);
  if (!before) return { error: 'gone' };
  const { categoryId, imageUrl, sort } = input;
  if (!hasCategory(tree, categoryId)) return { error: 'invalid', field: 'categoryId' };
  const after = { ...before, categoryId, sort };
  if (slugClash(tree, after)) return { error: 'articleSlugTaken', field: 'categoryId' };
  const change = { categoryId, imageUrl, sort };
  await db.$transaction(async (tx) => {
    await tx.article.update({ where: { id: input.id }, data: change });
    await keepOriginalPath(tx, tree, before.key, after);
    await auditEntry(tx, staff, 'article.settings', `article:${input.id}`, change);
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'articleSaved' };
}
