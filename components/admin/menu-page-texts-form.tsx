import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { CheckboxField, TextAreaField, TextField } from '@/components/forms/field-kit';
import { CardSection } from '@/components/admin/card-section';
import { richTextLabels } from '@/components/admin/menu-page-editor-labels';
import { MenuPageSeoFields } from '@/components/admin/menu-page-seo-fields';
import { RichTextField } from '@/components/admin/rich-text-field';
import { TabLinks } from '@/components/admin/tab-links';
import { WEB_ADDRESS_MAX } from '@/lib/admin/fields';
import { PAGE_TEXT_LIMITS } from '@/lib/admin/forms/menu-pages';
import { menuPageEditPath, type MenuPageForEdit } from '@/lib/admin/menu-pages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * A page's texts in one language at a time (a tab per language, plain links): the title the menu
 * shows, the lead, the content (in the rich-text editor once the screen has its script, its HTML
 * in a textarea before), the banner texts and the search engine texts, whose title and
 * description follow the page's unless written out.
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
  const [t, site, editorLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
    getTranslations({ locale: language, namespace: 'Metadata' }),
    richTextLabels(locale),
  ]);
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
        <RichTextField
          name="content"
          label={t('texts.content')}
          plainHint={t('texts.contentHint')}
          editorHint={t('texts.contentEditorHint')}
          rawHint={t('texts.contentRawHint')}
          defaultValue={text?.content ?? ''}
          maxLength={PAGE_TEXT_LIMITS.content}
          lang={language}
          labels={editorLabels}
        />
        <TextField {...field('bannerTitle')} />
        <TextAreaField {...field('bannerDescription')} />
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-line p-4">
          <legend className="px-1 font-semibold">{t('texts.seo')}</legend>
          <CheckboxField
            name="isActiveSeo"
            label={t('texts.isActiveSeo')}
            hint={t('texts.isActiveSeoHint')}
            defaultChecked={text?.isActiveSeo ?? true}
          />
          <MenuPageSeoFields
            initial={{
              title: text?.title ?? null,
              description: text?.description ?? null,
              content: text?.content ?? null,
              metaTitle: text?.metaTitle ?? null,
              metaDescription: text?.metaDescription ?? null,
              isActiveSeo: text?.isActiveSeo ?? true,
            }}
            siteName={site('siteName')}
            lang={language}
            maxLength={{ metaTitle: PAGE_TEXT_LIMITS.metaTitle, metaDescription: PAGE_TEXT_LIMITS.metaDescription }}
            labels={{
              metaTitle: t('texts.metaTitle'),
              metaTitleHint: t('texts.metaTitleHint'),
              metaDescription: t('texts.metaDescription'),
              metaDescriptionHint: t('texts.metaDescriptionHint'),
              preview: t('texts.seoPreview'),
              noDescription: t('texts.seoNoDescription'),
            }}
          />
          <TextField {...field('ogTitle')} />
          <TextAreaField {...field('ogDescription')} />
          <TextField
            name="ogImage"
            label={t('texts.ogImage')}
            defaultValue={text?.ogImage}
            maxLength={WEB_ADDRESS_MAX}
          />
          <TextField {...field('twitterTitle')} />
          <TextAreaField {...field('twitterDescription')} />
        </fieldset>
        <SubmitButton className="self-start">{t('texts.save', { language: languageName })}</SubmitButton>
      </form>
    </CardSection>
  );
}
