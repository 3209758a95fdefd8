import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { hasCategory, keepOriginalPath } from '@/lib/admin/article-checks';
import { slugClash } from '@/lib/admin/article-paths';
import { formShape } from '@/lib/admin/form-declaration';
import { articleCreateForm } from '@/lib/admin/forms/articles';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { TreeArticle } from '@/lib/site/article-tree';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { auditEntry } from '@/lib/staff/audit';
import { isUniqueViolation } from '@/lib/unique-violation';

export const articleCreateSchema = z.object(formShape(articleCreateForm));

/** Creates an article with its text in one language; the others are added on its own page. */
export async function createArticle(
  input: z.output<typeof articleCreateSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const { key, categoryId, imageUrl, sort, locale, title, summary, body } = input;
  const tree = await readArticleTree(db);
  const taken = { error: 'articleKeyTaken', field: 'key' } as const;
  if (tree.articles.some((article) => article.key === key)) return taken;
  if (!hasCategory(tree, categoryId)) return { error: 'invalid', field: 'categoryId' };
  const draft: TreeArticle = { id: 0, key, categoryId, sort, titles: { [locale]: title } };
  if (slugClash(tree, draft)) return { error: 'articleSlugTaken', field: 'title' };
  try {
    await db.$transaction(async (tx) => {
      const { id } = await tx.article.create({
        data: { key, categoryId, imageUrl, sort, translations: { create: { locale, title, summary, body } } },
      });
      await keepOriginalPath(tx, tree, key, { ...draft, id });
      await auditEntry(tx, staff, 'article.create', `article:${id}`, input);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'articleCreated' };
}
