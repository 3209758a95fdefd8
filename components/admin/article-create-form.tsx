import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import {
  type FormState,
  HiddenFields,
  languageName,
  optionsOf,
  SelectField,
  SubmitButton,
  TextField,
} from '@/components/admin/admin-fields';
import { ArticleSettingsFields, ArticleTextFields } from '@/components/admin/article-fields';
import type { CategoryOption } from '@/lib/admin/article-reads';
import { ARTICLE_KEY_PATTERN, ARTICLE_LIMITS } from '@/lib/admin/articles';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * A new article, with its text in one language (app/api/admin/articles): folded away until asked
 * for, and open again when the server refused it. The other languages are added on its page.
 */
export async function ArticleCreateForm({
  state,
  categories,
  back,
  open,
  locale,
}: {
  state: FormState;
  categories: readonly CategoryOption[];
  back: string;
  open: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles' });
  return (
    <details open={open} className={`mb-6 ${CARD}`}>
      <summary className="cursor-pointer text-lg font-semibold text-brand-700">{t('create.summary')}</summary>
      <form method="post" action="/api/admin/articles/" className="mt-4 flex max-w-3xl flex-col gap-5">
        <HiddenFields back={back} />
        <p className="text-muted">{t('create.lead')}</p>
        <TextField
          name="key"
          label={t('fields.key')}
          hint={t('fields.keyHint')}
          required
          maxLength={ARTICLE_LIMITS.key}
          pattern={ARTICLE_KEY_PATTERN}
          state={state}
          mono
        />
        <ArticleSettingsFields state={state} categories={categories} locale={locale} />
        <SelectField
          name="locale"
          label={t('fields.locale')}
          state={state}
          options={optionsOf(LOCALES, (language) => languageName(language, locale))}
        />
        <ArticleTextFields state={state} locale={locale} />
        <SubmitButton className="self-start">{t('create.submit')}</SubmitButton>
      </form>
    </details>
  );
}
