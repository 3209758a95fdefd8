import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { cleanArticleHtml } from '@/lib/site/article-html';
import type { ArticleTree } from '@/lib/site/article-tree';

/** Every category and article name in every language: a few dozen rows, read once per request. */
export const getArticleTree = cache(async (): Promise<ArticleTree> => {
  const [categories, articles] = await Promise.all([
    db.articleCategory.findMany({ include: { translations: { select: { locale: true, name: true } } } }),
    db.article.findMany({ include: { translations: { select: { locale: true, title: true } } } }),
  ]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      parentId: category.parentId,
      names: Object.fromEntries(category.translations.map((text) => [text.locale, text.name])),
    })),
    articles: articles.map((article) => ({
      id: article.id,
      key: article.key,
      categoryId: article.categoryId,
      sort: article.sort,
      titles: Object.fromEntries(article.translations.map((text) => [text.locale, text.title])),
    })),
  };
});

/**
 * The categories whose articles live under the "our agency" page: those its article modules show
 * (spec §3 Module relation to an article category). A module may name a single article by key.
 */
export const getAgencyRootCategoryIds = cache(async (): Promise<number[]> => {
  const modules = await db.module.findMany({
    where: { relationType: 'article', status: 'Published', menuPage: { routeKey: '/our-agency', status: 'Published' } },
    select: { relationId: true },
  });
  return modules.map((module) => Number(module.relationId)).filter((id) => Number.isSafeInteger(id) && id > 0);
});

export type ArticleContent = {
  id: number;
  key: string;
  categoryId: number | null;
  imageUrl: string | null;
  title: string;
  summary: string | null;
  body: string;
};

/** Articles by id in one language, in the order asked; those without a translation are left out. */
export async function getArticlesById(ids: readonly number[], locale: Locale): Promise<ArticleContent[]> {
  if (ids.length === 0) return [];
  const rows = await db.article.findMany({
    where: { id: { in: [...ids] } },
    include: { translations: { where: { locale } } },
  });
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    const text = row?.translations[0];
    return row && text
      ? [
          {
            id: row.id,
            key: row.key,
            categoryId: row.categoryId,
            imageUrl: row.imageUrl,
            title: text.title,
            summary: text.summary,
            body: cleanArticleHtml(text.body),
          },
        ]
      : [];
  });
}

export async function getArticleByKey(key: string, locale: Locale): Promise<ArticleContent | null> {
  const row = await db.article.findUnique({ where: { key }, select: { id: true } });
  return row ? ((await getArticlesById([row.id], locale))[0] ?? null) : null;
}
