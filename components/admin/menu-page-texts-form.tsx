import { getTranslations } from 'next-intl/server';
import { CheckboxField, HiddenFields, SubmitButton, TextAreaField, TextField } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { TabLinks } from '@/components/admin/tab-links';
import { menuPageEditPath, PAGE_TEXT_LIMITS, type MenuPageForEdit } from '@/lib/admin/menu-pages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

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
    <CardSection id="texts-heading" title={t('texts.heading')}>
      <TabLinks
        label={t('texts.languagesLabel')}
        tabs={LOCALES.map((tab) => ({ href: tabPath(tab), label: t(`languages.${tab}`), current: tab === language }))}
      />
      <form method="post" action={`/api/admin/pages/${page.id}/`} className="flex max-w-3xl flex-col gap-4">
        <HiddenFields back={tabPath(language)} action="texts" locale={language} />
        <p className="text-muted">{t('texts.lead', { language: languageName })}</p>
        <TextField {...field('title')} />
        <TextAreaField {...field('description')} />
        <TextAreaField {...field('content')} hint={t('texts.contentHint')} rows={8} />
        <TextField {...field('bannerTitle')} />
        <TextAreaField {...field('bannerDescription')} />
        <fieldset className="flex flex-col gap-4 rounded-md border border-line p-4">
          <legend className="px-1 font-semibold">{t('texts.seo')}</legend>
          <CheckboxField
            name="isActiveSeo"
            label={t('texts.isActiveSeo')}
            hint={t('texts.isActiveSeoHint')}
            defaultChecked={text?.isActiveSeo ?? true}
          />
          <TextField {...field('metaTitle')} />
          <TextAreaField {...field('metaDescription')} />
          <TextField {...field('ogTitle')} />
          <TextAreaField {...field('ogDescription')} />
          <TextField name="ogImage" label={t('texts.ogImage')} defaultValue={text?.ogImage} maxLength={2000} />
          <TextField {...field('twitterTitle')} />
          <TextAreaField {...field('twitterDescription')} />
        </fieldset>
        <SubmitButton className="self-start">{t('texts.save', { language: languageName })}</SubmitButton>
      </form>
    </CardSection>
  );
}
