import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { MenuPageCreateForm } from '@/components/admin/menu-page-create-form';
import { MenuPageTree } from '@/components/admin/menu-page-tree';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { formView } from '@/lib/admin/form-view';
import { menuPageCreateForm } from '@/lib/admin/forms/menu-pages';
import { staffPage } from '@/lib/admin/guard';
import { menuPageRows, menuTree } from '@/lib/admin/menu-pages';
import { pageTitle } from '@/lib/admin/page-title';

export const generateMetadata = pageTitle('pages');

export default async function MenuPagesPage({ searchParams }: PageProps<'/admin/pages'>) {
  const staff = await staffPage('content');
  const query = await searchParams;
  const [t, pages, form] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages' }),
    menuPageRows(),
    formView(menuPageCreateForm, { key: 'menu-page-new', staff, query, values: { type: 'page' } }),
  ]);
  return (
    <BackOfficeShell staff={staff} current="pages" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[form]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <MenuPageCreateForm form={form} pages={pages} locale={staff.locale} />
      <MenuPageTree nodes={menuTree(pages)} locale={staff.locale} />
    </BackOfficeShell>
  );
}
