import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { changeArticle } from '@/lib/admin/article-checks';
import { slugClash } from '@/lib/admin/article-paths';
import { localeField, recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { articleTextForm } from '@/lib/admin/forms/articles';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';

/** An article's text in one language, sent by its text form. */
export const articleTextSchema = z.object({
  id: recordIdField,
  action: z.literal('text'),
  locale: localeField,
  ...formShape(articleTextForm),
});

/** Adds or changes an article's text in one language. */
export function updateArticleText(
  input: z.output<typeof articleTextSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  return changeArticle(input.id, staff, 'text', (tree, before) => {
    const { locale, title, summary, body } = input;
    const after = { ...before, titles: { ...before.titles, [locale]: title } };
    if (slugClash(tree, after)) return { error: 'articleSlugTaken', field: 'title' };
    const text = { title, summary, body };
    return {
      after,
      write: (tx) =>
        tx.articleTranslation.upsert({
          where: { articleId_locale: { articleId: input.id, locale } },
          create: { articleId: input.id, locale, ...text },
          update: text,
        }),
      detail: { locale, ...text },
      notice: 'articleTextSaved',
    };
  });
}
