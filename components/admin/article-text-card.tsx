import { getTranslations } from 'next-intl/server';
import { TEXT_LINK } from '@/components/admin/admin-classes';
import { AdminForm, ButtonForm, SubmitButton } from '@/components/admin/admin-form';
import { ArticleTextFields } from '@/components/admin/article-fields';
import { CardSection } from '@/components/admin/card-section';
import { TabLinks } from '@/components/admin/tab-links';
import type { FormView } from '@/lib/admin/form-view';
import { languageInSentence, languageName } from '@/lib/i18n/language-names';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

type Text = { title: string; summary: string | null; body: string };

/**
 * An article's text in one language, a tab per language (those still to write marked): its public
 * address, its form, and removing it while another language has one (app/api/admin/articles/[id]).
 */
export async function ArticleTextCard({
  articleId,
  form,
  language,
  texts,
  address,
  locale,
}: {
  articleId: number;
  /** The text of the tab's language (lib/admin/forms/articles.ts). */
  form: FormView;
  /** The language of the tab shown. */
  language: Locale;
  texts: Partial<Record<Locale, Text>>;
  /** The article's public page in that language, if it has one. */
  address: string | undefined;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles' });
  const path = `${backOfficePath('articles')}${articleId}/`;
  const action = `/api/admin/articles/${articleId}/`;
  const text = texts[language];
  const inSentence = languageInSentence(language, locale);
  return (
    <CardSection id="article-text" title={t('text.heading', { language: inSentence })}>
      <TabLinks
        label={t('edit.languages')}
        tabs={LOCALES.map((tab) => ({
          href: `${path}?language=${tab}`,
          label: texts[tab] ? languageName(tab, locale) : t('edit.missing', { language: languageName(tab, locale) }),
          current: tab === language,
        }))}
      />
      <p className="break-words">
        {!text ? (
          t('text.new', { language: inSentence })
        ) : address ? (
          <>
            {t('text.address')}{' '}
            <a href={address} className={`font-mono text-sm ${TEXT_LINK}`}>
              {address}
            </a>
          </>
        ) : (
          t('text.noAddress')
        )}
      </p>
      <AdminForm
        form={form}
        action={action}
        hidden={{ back: `${path}?language=${language}`, action: 'text', locale: language }}
        className="flex max-w-3xl flex-col gap-5"
      >
        <ArticleTextFields form={form} language={language} locale={locale} />
        <SubmitButton className="self-start">{t('text.save', { language: inSentence })}</SubmitButton>
      </AdminForm>
      {text && Object.keys(texts).length > 1 && (
        <ButtonForm action={action} hidden={{ back: path, action: 'removeText', locale: language }} tone="secondary">
          {t('text.remove', { language: inSentence })}
        </ButtonForm>
      )}
    </CardSection>
  );
}
