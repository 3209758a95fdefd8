import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { changeArticle, hasCategory } from '@/lib/admin/article-checks';
import { slugClash } from '@/lib/admin/article-paths';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { articleSettingsForm } from '@/lib/admin/forms/articles';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';

/** An article's category, picture and order, sent by its settings form. */
export const articleSettingsSchema = z.object({
  id: recordIdField,
  action: z.literal('settings'),
  ...formShape(articleSettingsForm),
});

/** Changes an article's category, picture and order. */
export function updateArticleSettings(
  input: z.output<typeof articleSettingsSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  return changeArticle(input.id, staff, 'settings', (tree, before) => {
    const { categoryId, imageUrl, sort } = input;
    if (!hasCategory(tree, categoryId)) return { error: 'invalid', field: 'categoryId' };
    const after = { ...before, categoryId, sort };
    if (slugClash(tree, after)) return { error: 'articleSlugTaken', field: 'categoryId' };
    const change = { categoryId, imageUrl, sort };
    return {
      after,
      write: (tx) => tx.article.update({ where: { id: input.id }, data: change }),
      detail: change,
      notice: 'articleSaved',
    };
  });
}
