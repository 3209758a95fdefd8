import { getTranslations } from 'next-intl/server';
import {
  SelectField,
  TextAreaField,
  TextField,
  WebAddressField,
  type FormState,
} from '@/components/admin/admin-fields';
import type { CategoryOption } from '@/lib/admin/article-reads';
import { ARTICLE_LIMITS } from '@/lib/admin/articles';
import type { Locale } from '@/lib/i18n/locales';

/** An article's category, picture and order: the fields of its creation and of its settings form. */
export async function ArticleSettingsFields({
  state,
  categories,
  locale,
}: {
  state: FormState;
  categories: readonly CategoryOption[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles.fields' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        name="categoryId"
        label={t('categoryId')}
        hint={t('categoryHint')}
        state={state}
        blank={t('noCategory')}
        options={categories.map((category) => ({ value: String(category.id), label: category.label }))}
      />
      <TextField
        name="sort"
        label={t('sort')}
        hint={t('sortHint')}
        type="number"
        min={0}
        max={ARTICLE_LIMITS.sort}
        required
        state={state}
      />
      <WebAddressField
        name="imageUrl"
        label={t('imageUrl')}
        hint={t('imageUrlHint')}
        maxLength={2000}
        state={state}
        className="md:col-span-2"
      />
    </div>
  );
}

/** An article's text in one language (`language`): title, summary and HTML body. */
export async function ArticleTextFields({
  state,
  language,
  locale,
}: {
  state: FormState;
  /** The language of the text, for the browser's spelling and for screen readers, when known. */
  language?: Locale;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles.fields' });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        name="title"
        label={t('title')}
        hint={t('titleHint')}
        required
        maxLength={ARTICLE_LIMITS.title}
        lang={language}
        state={state}
      />
      <TextAreaField
        name="summary"
        label={t('summary')}
        hint={t('summaryHint')}
        maxLength={ARTICLE_LIMITS.summary}
        lang={language}
        state={state}
      />
      <TextAreaField
        name="body"
        label={t('body')}
        hint={t('bodyHint')}
        rows={14}
        maxLength={ARTICLE_LIMITS.body}
        lang={language}
        state={state}
        mono
      />
    </div>
  );
}
