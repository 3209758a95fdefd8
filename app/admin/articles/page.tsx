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
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('articles');

const CREATE_FIELDS = ['key', 'categoryId', 'imageUrl', 'sort', 'locale', 'title', 'summary', 'body'] as const;
// The refusals of a creation: the list holds its form, opened again to show them.
const CREATE_ERRORS = ['invalid', 'articleKeyTaken', 'articleSlugTaken'];

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
  const field = typeof query.field === 'string' ? query.field : undefined;
  const createRefused = CREATE_ERRORS.includes(String(query.error)) && (query.error !== 'invalid' || !!field);
  const fieldLabels = Object.fromEntries(CREATE_FIELDS.map((name) => [name, t(`fields.${name}`)]));
  return (
    <BackOfficeShell staff={staff} current="articles" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} fieldLabels={fieldLabels} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <ArticleCreateForm
        state={{
          values: { categoryId: typeof filter === 'number' ? String(filter) : '', sort: '0', locale: staff.locale },
          invalid: field,
        }}
        categories={categories}
        back={filterPath(filter)}
        open={createRefused}
        locale={staff.locale}
      />
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
