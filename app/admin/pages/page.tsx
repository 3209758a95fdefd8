import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { MenuPageCreateForm } from '@/components/admin/menu-page-create-form';
import { MenuPageTree } from '@/components/admin/menu-page-tree';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { staffPage } from '@/lib/admin/guard';
import { menuPageRows, menuTree } from '@/lib/admin/menu-pages';
import { pageTitle } from '@/lib/admin/page-title';
import { LOCALES } from '@/lib/i18n/locales';

export const generateMetadata = pageTitle('pages');

export default async function MenuPagesPage({ searchParams }: PageProps<'/admin/pages'>) {
  const staff = await staffPage('content');
  const [t, pages] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages' }),
    menuPageRows(),
  ]);
  const fieldLabels = {
    name: t('fields.name'),
    path: t('fields.path'),
    parentId: t('fields.parentId'),
    type: t('fields.type'),
    redirectUrl: t('fields.redirectUrl'),
    ...Object.fromEntries(
      LOCALES.map((language) => [
        `title.${language}`,
        t('fields.titleIn', { language: t(`languageNames.${language}`) }),
      ]),
    ),
  };
  return (
    <BackOfficeShell staff={staff} current="pages" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={await searchParams} fieldLabels={fieldLabels} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <MenuPageCreateForm pages={pages} locale={staff.locale} />
      <MenuPageTree nodes={menuTree(pages)} locale={staff.locale} />
    </BackOfficeShell>
  );
}
