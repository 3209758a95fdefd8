import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { changeArticle } from '@/lib/admin/article-checks';
import { localeField, recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';

/** The language whose text an article loses. */
export const articleTextRemoveSchema = z.object({
  id: recordIdField,
  action: z.literal('removeText'),
  locale: localeField,
});

/** Removes an article's text in one language, unless it is its last. */
export function removeArticleText(
  input: z.output<typeof articleTextRemoveSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  return changeArticle(input.id, staff, 'removeText', (_tree, before) => {
    const { locale } = input;
    if (before.titles[locale] === undefined) return { error: 'gone' };
    // Without any text the article would exist in no language: deleting it says so.
    if (Object.keys(before.titles).length === 1) return { error: 'articleLastText' };
    const titles = { ...before.titles };
    delete titles[locale];
    return {
      after: { ...before, titles },
      write: (tx) => tx.articleTranslation.deleteMany({ where: { articleId: input.id, locale } }),
      detail: { locale },
      notice: 'articleTextRemoved',
    };
  });
}
