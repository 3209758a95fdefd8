import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { ModuleBackLink } from '@/components/admin/module-back-link';
import { ModuleForm, moduleFieldLabels } from '@/components/admin/module-form';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { staffPage } from '@/lib/admin/guard';
import { menuPageEditPath, menuPageForEdit, moduleEditPath, pageLabel } from '@/lib/admin/menu-pages';
import { articleChoices, moduleForEdit } from '@/lib/admin/modules';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { recordIdParam } from '@/lib/http/record-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('pages') };
}

/** One module of a page; a save returns here, with its outcome. */
export default async function ModulePage({ params, searchParams }: PageProps<'/admin/pages/[id]/modules/[moduleId]'>) {
  const staff = await staffPage('content');
  const { id, moduleId } = await params;
  const [pageId, ownId] = [recordIdParam(id), recordIdParam(moduleId)];
  const [page, module] =
    pageId === null || ownId === null
      ? [null, null]
      : await Promise.all([menuPageForEdit(pageId), moduleForEdit(pageId, ownId)]);
  if (!page || !module) notFound();
  const [t, choices] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages.module' }),
    articleChoices(staff.locale),
  ]);
  const title = pageLabel(page, staff.locale);
  return (
    <BackOfficeShell staff={staff} current="pages" title={t('editTitle', { page: title })}>
      <ModuleBackLink href={menuPageEditPath(page.id)} page={title} locale={staff.locale} />
      <OutcomeNotice
        locale={staff.locale}
        query={await searchParams}
        fieldLabels={await moduleFieldLabels(staff.locale)}
      />
      <ModuleForm
        module={module}
        menuPageId={page.id}
        choices={choices}
        locale={staff.locale}
        back={moduleEditPath(page.id, module.id)}
      />
    </BackOfficeShell>
  );
}
