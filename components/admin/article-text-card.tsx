import { getTranslations } from 'next-intl/server';
import { TEXT_LINK } from '@/components/admin/admin-classes';
import { HiddenFields, languageInSentence, languageName, SubmitButton } from '@/components/admin/admin-fields';
import { ArticleTextFields } from '@/components/admin/article-fields';
import { CardSection } from '@/components/admin/card-section';
import { TabLinks } from '@/components/admin/tab-links';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

type Text = { title: string; summary: string | null; body: string };

/**
 * An article's text in one language, a tab per language (those still to write marked): its public
 * address, its form, and removing it while another language has one (app/api/admin/articles/[id]).
 */
export async function ArticleTextCard({
  articleId,
  language,
  texts,
  address,
  invalid,
  locale,
}: {
  articleId: number;
  /** The language of the tab shown. */
  language: Locale;
  texts: Partial<Record<Locale, Text>>;
  /** The article's public page in that language, if it has one. */
  address: string | undefined;
  /** The field the last write refused. */
  invalid: string | undefined;
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
      <form method="post" action={action} className="flex max-w-3xl flex-col gap-5">
        <HiddenFields back={`${path}?language=${language}`} action="text" locale={language} />
        <ArticleTextFields
          state={{
            values: { title: text?.title ?? '', summary: text?.summary ?? '', body: text?.body ?? '' },
            invalid,
          }}
          language={language}
          locale={locale}
        />
        <SubmitButton className="self-start">{t('text.save', { language: inSentence })}</SubmitButton>
      </form>
      {text && Object.keys(texts).length > 1 && (
        <form method="post" action={action}>
          <HiddenFields back={path} action="removeText" locale={language} />
          <SubmitButton tone="secondary">{t('text.remove', { language: inSentence })}</SubmitButton>
        </form>
      )}
    </CardSection>
  );
}
