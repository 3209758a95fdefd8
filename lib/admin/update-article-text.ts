import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { keepOriginalPath } from '@/lib/admin/article-checks';
import { slugClash } from '@/lib/admin/article-paths';
import { localeField, recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { articleTextForm } from '@/lib/admin/forms/articles';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { auditEntry } from '@/lib/staff/audit';

/** An article's text in one language, sent by its text form. */
export const articleTextSchema = z.object({
  id: recordIdField,
  action: z.literal('text'),
  locale: localeField,
  ...formShape(articleTextForm),
});

/** Adds or changes an article's text in one language. */
export async function updateArticleText(
  input: z.output<typeof articleTextSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const tree = await readArticleTree(db);
  const before = tree.articles.find((article) => article.id === input.id);
  if (!before) return { error: 'gone' };
  const { locale, title, summary, body } = input;
  const after = { ...before, titles: { ...before.titles, [locale]: title } };
  if (slugClash(tree, after)) return { error: 'articleSlugTaken', field: 'title' };
  const text = { title, summary, body };
  await db.$transaction(async (tx) => {
    await tx.articleTranslation.upsert({
      where: { articleId_locale: { articleId: input.id, locale } },
      create: { articleId: input.id, locale, ...text },
      update: text,
    });
    await keepOriginalPath(tx, tree, before.key, after);
    await auditEntry(tx, staff, 'article.text', `article:${input.id}`, { locale, ...text });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'articleTextSaved' };
}
