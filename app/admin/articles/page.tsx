import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/admin/article-card';
import { ArticleCreateForm } from '@/components/admin/article-create-form';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { TabLinks } from '@/components/admin/tab-links';
import {
  articleCategoryFilter,
  articlesForList,
  categoryOptions,
  currentArticleTree,
  type ArticleCategoryFilter,
} from '@/lib/admin/article-reads';
import { formView } from '@/lib/admin/form-view';
import { articleCreateForm } from '@/lib/admin/forms/articles';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('articles');

const filterPath = (filter: ArticleCategoryFilter) =>
  `${backOfficePath('articles')}${filter === 'all' ? '' : `?category=${filter}`}`;

export default async function ArticlesPage({ searchParams }: PageProps<'/admin/articles'>) {
  const staff = await staffPage('content');
  const query = await searchParams;
  const filter = articleCategoryFilter(query.category);
  const [t, tree] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.articles' }),
    currentArticleTree(),
  ]);
  const categories = categoryOptions(tree, staff.locale);
  const articles = articlesForList(tree, filter);
  const count = (wanted: ArticleCategoryFilter) => articlesForList(tree, wanted).length;
  const categoryName = (id: number | null) => categories.find((category) => category.id === id)?.label ?? null;
  const tab = (tabFilter: ArticleCategoryFilter, label: string) => ({
    href: filterPath(tabFilter),
    label,
    current: tabFilter === filter,
  });
  const tabs = [
    tab('all', t('filter.all', { count: count('all') })),
    ...categories.map((category) =>
      tab(category.id, t('filter.category', { name: category.label, count: count(category.id) })),
    ),
    tab('none', t('filter.none', { count: count('none') })),
  ];
  const form = await formView(articleCreateForm, {
    key: 'article-new',
    staff,
    query,
    values: { categoryId: typeof filter === 'number' ? filter : '', sort: 0, locale: staff.locale },
  });
  return (
    <BackOfficeShell staff={staff} current="articles" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[form]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <ArticleCreateForm form={form} categories={categories} back={filterPath(filter)} locale={staff.locale} />
      <TabLinks label={t('filter.label')} tabs={tabs} className="mb-6" />
      {articles.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} category={categoryName(article.categoryId)} locale={staff.locale} />
            </li>
          ))}
        </ol>
      )}
    </BackOfficeShell>
  );
}
