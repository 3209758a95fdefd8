import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { ITEMS_PER_ROW_CLASSES } from '@/components/content/item-grid';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getAgencyRootCategoryIds, getArticlesById, getArticleTree } from '@/lib/site/queries';
import { categoryArticles, nodeSegments } from '@/lib/site/article-tree';
import type { ArticleRelation } from '@/lib/site/module-settings';
import { agencyTreeHref } from '@/lib/site/site-href';

/**
 * A module's relation "article" (docs/cms.md, relations): a category's articles (with its
 * sub-categories when isHasSubcategories), or one article. Card view shows each as a card linking
 * to its page; single view shows the articles in full, one under the other.
 */
export async function ModuleArticles({
  relation,
  locale,
  view,
  max,
  perRow,
  withSubcategories,
}: {
  relation: ArticleRelation;
  locale: Locale;
  view: string;
  max: number;
  perRow: 1 | 2 | 3 | 4;
  withSubcategories: boolean;
}) {
  const [tree, roots, t] = await Promise.all([
    getArticleTree(),
    getAgencyRootCategoryIds(),
    getTranslations('ModuleSection'),
  ]);
  const ids =
    relation.kind === 'category'
      ? categoryArticles(tree, relation.id, withSubcategories).map((article) => article.id)
      : tree.articles.filter((article) => article.key === relation.key).map((article) => article.id);
  const articles = await getArticlesById(ids.slice(0, max), locale);
  if (articles.length === 0) return null;
  const hrefOf = (article: (typeof articles)[number]) => {
    const segments = nodeSegments(tree, { kind: 'article', id: article.id, key: article.key }, roots, locale);
    return segments ? agencyTreeHref(segments) : null;
  };

  if (view === 'card-view') {
    return (
      <ul className={clsx('mt-4 grid gap-6', ITEMS_PER_ROW_CLASSES[perRow])}>
        {articles.map((article) => {
          const href = hrefOf(article);
          return (
            <li
              key={article.id}
              className="relative flex flex-col rounded-lg border border-line bg-white p-5 text-ink shadow-sm"
            >
              <h3 className="mb-2 text-xl font-semibold">
                {href ? (
                  <Link
                    href={href}
                    className="text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none after:focus-visible:outline-3 after:focus-visible:outline-sand-500"
                  >
                    {article.title}
                  </Link>
                ) : (
                  article.title
                )}
              </h3>
              {article.summary && <p className="text-muted">{article.summary}</p>}
              {href && (
                <p aria-hidden="true" className="mt-auto pt-3 text-sm font-semibold text-brand-700">
                  {t('readMore')} →
                </p>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="mt-4 grid gap-8">
      {articles.map((article) => (
        <article key={article.id}>
          <h3 className="mb-2 text-xl font-semibold">{article.title}</h3>
          <div className="prose-article max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: article.body }} />
        </article>
      ))}
    </div>
  );
}
