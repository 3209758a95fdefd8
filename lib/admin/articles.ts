import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { articleOriginalPath, articleTrailLabel, slugClash } from '@/lib/admin/article-paths';
import { auditEntry } from '@/lib/staff/audit';
import { localeField, recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { articleCreateForm, articleSettingsForm, articleTextForm } from '@/lib/admin/forms/articles';
import type { WriteNotice, WriteOutcome } from '@/lib/admin/outcomes';
import { storedLayoutPart } from '@/lib/admin/site-layout';
import type { StaffMember } from '@/lib/admin/staff-member';
import { isUniqueViolation } from '@/lib/unique-violation';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Db } from '@/lib/prisma-client';
import type { ArticleTree, TreeArticle } from '@/lib/site/article-tree';
import { readArticleTree } from '@/lib/site/article-tree-reads';
import { isLegalArticleKey } from '@/lib/site/legal-pages';

// The articles of the back-office (docs/cms.md, articles and categories): create one, change its
// category, picture and order, its text per language, delete it. A body is stored as typed: the
// site cleans it (lib/site/article-html.ts) where it renders it, whoever wrote it. Every write
// expires `site-content`, the tag the site reads articles, the article tree and breadcrumbs under.

export const articleCreateSchema = z.object(formShape(articleCreateForm));

export const articleWriteSchema = z.discriminatedUnion('action', [
  z.object({ id: recordIdField, action: z.literal('settings'), ...formShape(articleSettingsForm) }),
  z.object({ id: recordIdField, action: z.literal('text'), locale: localeField, ...formShape(articleTextForm) }),
  z.object({ id: recordIdField, action: z.literal('removeText'), locale: localeField }),
  // The confirmation box of the delete form: a slip of the keyboard deletes nothing.
  z.object({ id: recordIdField, action: z.literal('delete'), confirm: z.literal('on') }),
]);

type ArticleWrite = z.output<typeof articleWriteSchema>;

/**
 * Moves the row of the table of original paths of article `key` with it (lib/admin/article-paths.ts):
 * `after` is the article after the write, null once deleted. A path another page already holds
 * keeps that page's row; a legal page's row is its route's and stays.
 */
async function keepOriginalPath(
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

const hasCategory = (tree: ArticleTree, id: number | null) =>
  id === null || tree.categories.some((category) => category.id === id);

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

/** Whether the site names the article by its key: a legal page, a module, the home configuration. */
async function articleInUse(key: string): Promise<boolean> {
  if (isLegalArticleKey(key)) return true;
  const [modules, home] = await Promise.all([
    db.module.count({ where: { relationType: 'article', relationId: key } }),
    storedLayoutPart('home'),
  ]);
  return modules > 0 || home.config?.articleKey === key;
}

type Plan = {
  /** The article as it is after the write, or null once deleted. */
  after: TreeArticle | null;
  write: (tx: Pick<Db, 'article' | 'articleTranslation'>) => Promise<unknown>;
  detail: Record<string, unknown>;
  notice: WriteNotice;
};

/** What a write changes, or why it is refused, given the article as it is. */
async function planWrite(input: ArticleWrite, tree: ArticleTree, before: TreeArticle): Promise<Plan | WriteOutcome> {
  const where = { id: input.id };
  switch (input.action) {
    case 'settings': {
      const { categoryId, imageUrl, sort } = input;
      if (!hasCategory(tree, categoryId)) return { error: 'invalid', field: 'categoryId' };
      const after = { ...before, categoryId, sort };
      if (slugClash(tree, after)) return { error: 'articleSlugTaken', field: 'categoryId' };
      const change = { categoryId, imageUrl, sort };
      return {
        after,
        write: (tx) => tx.article.update({ where, data: change }),
        detail: change,
        notice: 'articleSaved',
      };
    }
    case 'text': {
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
    }
    case 'removeText': {
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
    }
    case 'delete': {
      if (await articleInUse(before.key)) return { error: 'articleInUse' };
      return {
        after: null,
        write: (tx) => tx.article.delete({ where }),
        detail: { key: before.key },
        notice: 'articleDeleted',
      };
    }
  }
}

/** Changes an article's settings or one language's text, removes that text, or deletes the article. */
export async function writeArticle(input: ArticleWrite, staff: StaffMember): Promise<WriteOutcome> {
  const tree = await readArticleTree(db);
  const before = tree.articles.find((article) => article.id === input.id);
  if (!before) return { error: 'gone' };
  const plan = await planWrite(input, tree, before);
  if (!('write' in plan)) return plan;
  await db.$transaction(async (tx) => {
    await plan.write(tx);
    await keepOriginalPath(tx, tree, before.key, plan.after);
    await auditEntry(tx, staff, `article.${input.action}`, `article:${input.id}`, plan.detail);
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: plan.notice };
}
