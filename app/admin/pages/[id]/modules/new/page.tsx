import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { ModuleBackLink } from '@/components/admin/module-back-link';
import { ModuleForm, moduleFieldLabels } from '@/components/admin/module-form';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { staffPage } from '@/lib/admin/guard';
import { menuPageEditPath, menuPageForEdit, pageLabel } from '@/lib/admin/menu-pages';
import { articleChoices } from '@/lib/admin/modules';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { recordIdParam } from '@/lib/http/record-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('pages') };
}

/** A new module, added at the end of its page. */
export default async function NewModulePage({ params, searchParams }: PageProps<'/admin/pages/[id]/modules/new'>) {
  const staff = await staffPage('content');
  const id = recordIdParam((await params).id);
  const page = id === null ? null : await menuPageForEdit(id);
  if (!page) notFound();
  const [t, choices] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages.module' }),
    articleChoices(staff.locale),
  ]);
  const title = pageLabel(page, staff.locale);
  return (
    <BackOfficeShell staff={staff} current="pages" title={t('newTitle', { page: title })}>
      <ModuleBackLink href={menuPageEditPath(page.id)} page={title} locale={staff.locale} />
      <OutcomeNotice
        locale={staff.locale}
        query={await searchParams}
        fieldLabels={await moduleFieldLabels(staff.locale)}
      />
      <ModuleForm
        module={null}
        menuPageId={page.id}
        choices={choices}
        locale={staff.locale}
        back={menuPageEditPath(page.id)}
      />
    </BackOfficeShell>
  );
}
