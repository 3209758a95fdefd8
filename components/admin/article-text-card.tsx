import { getTranslations } from 'next-intl/server';
import { ArticleTextFields } from '@/components/admin/article-fields';
import { BUTTON_CLASS, FormCard, languageInSentence, languageName } from '@/components/admin/layout-fields';
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
    <FormCard id="article-text" title={t('text.heading', { language: inSentence })}>
      <nav aria-label={t('edit.languages')}>
        <ul className="flex flex-wrap gap-2">
          {LOCALES.map((tab) => (
            <li key={tab}>
              <a
                href={`${path}?language=${tab}`}
                aria-current={tab === language ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {texts[tab] ? languageName(tab, locale) : t('edit.missing', { language: languageName(tab, locale) })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="break-words">
        {!text ? (
          t('text.new', { language: inSentence })
        ) : address ? (
          <>
            {t('text.address')}{' '}
            <a href={address} className="font-mono text-sm text-brand-700 underline underline-offset-4">
              {address}
            </a>
          </>
        ) : (
          t('text.noAddress')
        )}
      </p>
      <form method="post" action={action} className="flex max-w-3xl flex-col gap-5">
        <input type="hidden" name="back" value={`${path}?language=${language}`} />
        <input type="hidden" name="action" value="text" />
        <input type="hidden" name="locale" value={language} />
        <ArticleTextFields
          state={{
            values: { title: text?.title ?? '', summary: text?.summary ?? '', body: text?.body ?? '' },
            invalid,
          }}
          language={language}
          locale={locale}
        />
        <div>
          <button type="submit" className={BUTTON_CLASS.primary}>
            {t('text.save', { language: inSentence })}
          </button>
        </div>
      </form>
      {text && Object.keys(texts).length > 1 && (
        <form method="post" action={action}>
          <input type="hidden" name="back" value={path} />
          <input type="hidden" name="action" value="removeText" />
          <input type="hidden" name="locale" value={language} />
          <button type="submit" className={BUTTON_CLASS.secondary}>
            {t('text.remove', { language: inSentence })}
          </button>
        </form>
      )}
    </FormCard>
  );
}
