import { getTranslations } from 'next-intl/server';
import { FormField } from '@/components/admin/form-field';
import type { CategoryOption } from '@/lib/admin/article-reads';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';

/**
 * An article's category, picture and order: the fields of its creation and of its settings form
 * (lib/admin/forms/articles.ts).
 */
export async function ArticleSettingsFields({
  form,
  categories,
  locale,
}: {
  form: FormView;
  categories: readonly CategoryOption[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles.fields' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField
        form={form}
        name="categoryId"
        hint={t('categoryHint')}
        blank={t('noCategory')}
        options={categories.map((category) => ({ value: String(category.id), label: category.label }))}
      />
      <FormField form={form} name="sort" hint={t('sortHint')} />
      <FormField form={form} name="imageUrl" hint={t('imageUrlHint')} className="md:col-span-2" />
    </div>
  );
}

/** An article's text in one language (`language`): title, summary and HTML body. */
export async function ArticleTextFields({
  form,
  language,
  locale,
}: {
  form: FormView;
  /** The language of the text, for the browser's spelling and for screen readers, when known. */
  language?: Locale;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles.fields' });
  return (
    <div className="flex flex-col gap-4">
      <FormField form={form} name="title" hint={t('titleHint')} lang={language} />
      <FormField form={form} name="summary" hint={t('summaryHint')} lang={language} />
      <FormField form={form} name="body" hint={t('bodyHint')} rows={14} lang={language} mono />
    </div>
  );
}
