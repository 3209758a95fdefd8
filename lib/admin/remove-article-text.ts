import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { keepOriginalPath } from '@/lib/admin/article-checks';
import { localeField, recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { auditEntry } from '@/lib/staff/audit';

/** The language whose text an article loses. */
export const articleTextRemoveSchema = z.object({
  id: recordIdField,
  action: z.literal('removeText'),
  locale: localeField,
});

/** Removes an article's text in one language, unless it is its last. */
export async function removeArticleText(
  input: z.output<typeof articleTextRemoveSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const tree = await readArticleTree(db);
  const before = tree.articles.find((article) => article.id === input.id);
  if (!before) return { error: 'gone' };
  const { locale } = input;
  if (before.titles[locale] === undefined) return { error: 'gone' };
  // Without any text the article would exist in no language: deleting it says so.
  if (Object.keys(before.titles).length === 1) return { error: 'articleLastText' };
  const titles = { ...before.titles };
  delete titles[locale];
  await db.$transaction(async (tx) => {
    await tx.articleTranslation.deleteMany({ where: { articleId: input.id, locale } });
    await keepOriginalPath(tx, tree, before.key, { ...before, titles });
    await auditEntry(tx, staff, 'article.removeText', `article:${input.id}`, { locale });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'articleTextRemoved' };
}
