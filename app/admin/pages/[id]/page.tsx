import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/admin/back-link';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { MenuPageDelete } from '@/components/admin/menu-page-delete';
import { MenuPageMediaUpload } from '@/components/admin/menu-page-media-upload';
import { MenuPagePreviewLinks } from '@/components/admin/menu-page-preview-links';
import { MenuPageSettingsForm, menuPageSettingsValues } from '@/components/admin/menu-page-settings-form';
import { MenuPageTextsForm } from '@/components/admin/menu-page-texts-form';
import { ModuleList } from '@/components/admin/module-list';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { staffPage } from '@/lib/admin/guard';
import { formView } from '@/lib/admin/form-view';
import { menuPageSettingsForm, PAGE_TEXT_LIMITS } from '@/lib/admin/forms/menu-pages';
import { menuPageEditPath, menuPageForEdit, menuPageRows, pageLabel } from '@/lib/admin/menu-pages';
import { articleChoices } from '@/lib/admin/modules';
import { pageTitle } from '@/lib/admin/page-title';
import { recordOfPage } from '@/lib/admin/record-page';
import { isLocale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('pages');

/** One menu page: its preview, settings, texts per language, modules and deletion. */
export default async function MenuPageEditPage({ params, searchParams }: PageProps<'/admin/pages/[id]'>) {
  const staff = await staffPage('content');
  const page = await recordOfPage((await params).id, menuPageForEdit);
  const query = await searchParams;
  const language = isLocale(query.lang) ? query.lang : staff.locale;
  const [t, pages, choices, settingsForm] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages' }),
    menuPageRows(),
    articleChoices(staff.locale),
    formView(menuPageSettingsForm, { key: 'menu-page-settings', staff, query, values: menuPageSettingsValues(page) }),
  ]);
  const back = menuPageEditPath(page.id);
  const textFields = Object.keys(PAGE_TEXT_LIMITS) as (keyof typeof PAGE_TEXT_LIMITS)[];
  // The settings form is declared and names its own fields; the texts and the deletion are named here.
  const fieldLabels = {
    confirm: t('fields.confirm'),
    locale: t('fields.locale'),
    ogImage: t('texts.ogImage'),
    ...Object.fromEntries(textFields.map((name) => [name, t(`texts.${name}`)])),
  };
  return (
    <BackOfficeShell staff={staff} current="pages" title={t('editTitle', { title: pageLabel(page, staff.locale) })}>
      <BackLink href={backOfficePath('pages')}>{t('back')}</BackLink>
      <OutcomeNotice locale={staff.locale} query={query} forms={[settingsForm]} fieldLabels={fieldLabels} />
      <div className="flex flex-col gap-6">
        <MenuPagePreviewLinks pageId={page.id} locale={staff.locale} />
        <MenuPageSettingsForm form={settingsForm} page={page} pages={pages} locale={staff.locale} back={back} />
        <MenuPageMediaUpload locale={staff.locale} back={back} />
        <MenuPageTextsForm page={page} language={language} locale={staff.locale} />
        <ModuleList page={page} choices={choices} locale={staff.locale} back={back} />
        <MenuPageDelete page={page} locale={staff.locale} />
      </div>
    </BackOfficeShell>
  );
}
