import { getTranslations } from 'next-intl/server';
import {
  BackField,
  CARD,
  Checkbox,
  PRIMARY,
  SECTION_HEADING,
  TextArea,
  TextInput,
} from '@/components/admin/menu-page-controls';
import { menuPageEditPath, PAGE_TEXT_LIMITS, type MenuPageForEdit } from '@/lib/admin/menu-pages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

const TAB =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/**
 * A page's texts in one language at a time (a tab per language, plain links): the title the menu
 * shows, the lead, the HTML content, the banner texts and the search engine texts.
 */
export async function MenuPageTextsForm({
  page,
  language,
  locale,
}: {
  page: MenuPageForEdit;
  /** The language whose texts are edited. */
  language: Locale;
  /** The back-office's language. */
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  const languageName = t(`languageNames.${language}`);
  const text = page.translations.find((translation) => translation.locale === language);
  const tabPath = (tab: Locale) => `${menuPageEditPath(page.id)}?lang=${tab}`;
  const field = (name: keyof typeof PAGE_TEXT_LIMITS) => ({
    name,
    label: t(`texts.${name}`),
    defaultValue: text?.[name],
    maxLength: PAGE_TEXT_LIMITS[name],
    lang: language,
  });
  return (
    <section aria-labelledby="texts-heading" className={CARD}>
      <h2 id="texts-heading" className={SECTION_HEADING}>
        {t('texts.heading')}
      </h2>
      <nav aria-label={t('texts.languagesLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LOCALES.map((tab) => (
            <li key={tab}>
              <a href={tabPath(tab)} aria-current={tab === language ? 'page' : undefined} className={TAB}>
                {t(`languages.${tab}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="post" action={`/api/admin/pages/${page.id}/`} className="mt-4 flex max-w-3xl flex-col gap-4">
        <BackField back={tabPath(language)} />
        <input type="hidden" name="action" value="texts" />
        <input type="hidden" name="locale" value={language} />
        <p className="text-muted">{t('texts.lead', { language: languageName })}</p>
        <TextInput {...field('title')} />
        <TextArea {...field('description')} />
        <TextArea {...field('content')} hint={t('texts.contentHint')} rows={8} />
        <TextInput {...field('bannerTitle')} />
        <TextArea {...field('bannerDescription')} />
        <fieldset className="flex flex-col gap-4 rounded-md border border-line p-4">
          <legend className="px-1 font-semibold">{t('texts.seo')}</legend>
          <Checkbox
            name="isActiveSeo"
            label={t('texts.isActiveSeo')}
            hint={t('texts.isActiveSeoHint')}
            defaultChecked={text?.isActiveSeo ?? true}
          />
          <TextInput {...field('metaTitle')} />
          <TextArea {...field('metaDescription')} />
          <TextInput {...field('ogTitle')} />
          <TextArea {...field('ogDescription')} />
          <TextInput name="ogImage" label={t('texts.ogImage')} defaultValue={text?.ogImage} maxLength={2000} />
          <TextInput {...field('twitterTitle')} />
          <TextArea {...field('twitterDescription')} />
        </fieldset>
        <div>
          <button type="submit" className={PRIMARY}>
            {t('texts.save', { language: languageName })}
          </button>
        </div>
      </form>
    </section>
  );
}
