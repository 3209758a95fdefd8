import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import { ArticleSettingsFields, ArticleTextFields } from '@/components/admin/article-fields';
import { FoldedForm } from '@/components/admin/folded-form';
import { FormField } from '@/components/admin/form-field';
import { optionsOf } from '@/components/forms/field-kit';
import type { CategoryOption } from '@/lib/admin/article-reads';
import type { FormView } from '@/lib/admin/form-view';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { languageName } from '@/lib/i18n/language-names';

/**
 * A new article, with its text in one language (app/api/admin/articles, lib/admin/forms/articles.ts):
 * folded away until asked for, and open again when the server refused it. The other languages are
 * added on its page.
 */
export async function ArticleCreateForm({
  form,
  categories,
  back,
  locale,
}: {
  form: FormView;
  categories: readonly CategoryOption[];
  back: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles' });
  return (
    <FoldedForm
      summary={t('create.summary')}
      summaryClassName="cursor-pointer text-lg font-semibold text-brand-700"
      className={`mb-6 ${CARD}`}
      form={form}
      action="/api/admin/articles/"
      hidden={{ back }}
      layout="mt-4 flex max-w-3xl flex-col gap-5"
      submit={t('create.submit')}
    >
      <p className="text-muted">{t('create.lead')}</p>
      <FormField form={form} name="key" hint={t('fields.keyHint')} mono />
      <ArticleSettingsFields form={form} categories={categories} locale={locale} />
      <FormField form={form} name="locale" options={optionsOf(LOCALES, (language) => languageName(language, locale))} />
      <ArticleTextFields form={form} locale={locale} />
    </FoldedForm>
  );
}
