import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminForm, DeleteForm, SubmitButton } from '@/components/admin/admin-form';
import { ArticleSettingsFields } from '@/components/admin/article-fields';
import { ArticleTextCard } from '@/components/admin/article-text-card';
import { BackLink } from '@/components/admin/back-link';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { CardSection } from '@/components/admin/card-section';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { articleForEdit, articlePages, categoryOptions, currentArticleTree } from '@/lib/admin/article-reads';
import { formView } from '@/lib/admin/form-view';
import { articleSettingsForm, articleTextForm } from '@/lib/admin/forms/articles';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { recordIdParam } from '@/lib/http/record-id';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('articles');

/**
 * One article: its text in the language of the tab (the member of staff's own at first), its
 * settings, its deletion. Each is a form of its own (app/api/admin/articles/[id]).
 */
export default async function ArticlePage({ params, searchParams }: PageProps<'/admin/articles/[id]'>) {
  const staff = await staffPage('content');
  const id = recordIdParam((await params).id);
  const [article, tree] = await Promise.all([id === null ? null : articleForEdit(id), currentArticleTree()]);
  const entry = tree.articles.find((candidate) => candidate.id === id);
  if (!article || !entry) notFound();
  const query = await searchParams;
  const language = isLocale(query.language) ? query.language : staff.locale;
  const text = article.translations.find((translation) => translation.locale === language);
  const [t, pages, textForm, settingsForm] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.articles' }),
    articlePages(tree, entry),
    formView(articleTextForm, {
      key: 'article-text',
      staff,
      query,
      values: { title: text?.title, summary: text?.summary, body: text?.body },
    }),
    formView(articleSettingsForm, {
      key: 'article-settings',
      staff,
      query,
      values: { categoryId: article.categoryId, imageUrl: article.imageUrl, sort: article.sort },
    }),
  ]);
  const path = `${backOfficePath('articles')}${article.id}/`;
  const action = `/api/admin/articles/${article.id}/`;
  const categories = categoryOptions(tree, staff.locale);
  const category = categories.find((option) => option.id === article.categoryId);
  const title = entry.titles[staff.locale] ?? entry.titles[DEFAULT_LOCALE] ?? article.key;
  return (
    <BackOfficeShell staff={staff} current="articles" title={title}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[textForm, settingsForm]} />
      <BackLink href={backOfficePath('articles')}>{t('edit.back')}</BackLink>
      <p className="mb-6 text-sm break-words text-muted">
        {t('edit.meta', { key: article.key, category: category?.label ?? t('card.noCategory') })}
      </p>
      <div className="flex flex-col gap-6">
        <ArticleTextCard
          articleId={article.id}
          form={textForm}
          language={language}
          texts={Object.fromEntries(article.translations.map((translation) => [translation.locale, translation]))}
          address={pages[language]}
          locale={staff.locale}
        />
        <CardSection id="article-settings" title={t('settings.heading')}>
          <AdminForm
            form={settingsForm}
            action={action}
            hidden={{ back: `${path}?language=${language}`, action: 'settings' }}
            className="flex max-w-3xl flex-col gap-5"
          >
            <ArticleSettingsFields form={settingsForm} categories={categories} locale={staff.locale} />
            <SubmitButton className="self-start">{t('settings.save')}</SubmitButton>
          </AdminForm>
        </CardSection>
        <CardSection id="article-delete" title={t('delete.heading')} lead={t('delete.lead')}>
          {/* Deleted, the article has no page left to return to: the list shows the outcome. */}
          <DeleteForm
            action={action}
            back={backOfficePath('articles')}
            confirm={t('fields.confirm')}
            submit={t('delete.submit')}
          />
        </CardSection>
      </div>
    </BackOfficeShell>
  );
}
