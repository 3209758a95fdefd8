import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { changeArticle } from '@/lib/admin/article-checks';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { storedLayoutPart } from '@/lib/admin/site-layout';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { isLegalArticleKey } from '@/lib/site/legal-pages';

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
export function deleteArticle(input: z.output<typeof articleDeleteSchema>, staff: StaffMember): Promise<WriteOutcome> {
  return changeArticle(input.id, staff, 'delete', async (_tree, before) => {
    if (await articleInUse(before.key)) return { error: 'articleInUse' };
    return {
      after: null,
      write: (tx) => tx.article.delete({ where: { id: input.id } }),
      detail: { key: before.key },
      notice: 'articleDeleted',
    };
  });
}
