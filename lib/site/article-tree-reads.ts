import type { Db } from '@/lib/prisma-client';
import type { ArticleTree } from '@/lib/site/article-tree';

// The article tree's reads take the client as an argument: lib/site/queries.ts caches them for
// pages, and the proxy asks them afresh, before any page runs, whether an article path names an
// article (lib/site/missing-record.ts).

/** Every category and article name in every language: a few dozen rows. */
export async function readArticleTree(client: Db): Promise<ArticleTree> {
  const [categories, articles] = await Promise.all([
    client.articleCategory.findMany({ include: { translations: { select: { locale: true, name: true } } } }),
    client.article.findMany({ include: { translations: { select: { locale: true, title: true } } } }),
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
}

/**
 * The categories whose articles live under the "our agency" page: those its article modules show
 * (a module's relation to an article category). A module may name a single article by key.
 */
export async function readAgencyRootCategoryIds(client: Db): Promise<number[]> {
  const modules = await client.module.findMany({
    where: { relationType: 'article', status: 'Published', menuPage: { routeKey: '/our-agency', status: 'Published' } },
    select: { relationId: true },
  });
  return modules.map((module) => Number(module.relationId)).filter((id) => Number.isSafeInteger(id) && id > 0);
}
