import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { ModuleForm, moduleValues } from '@/components/admin/module-form';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { formView } from '@/lib/admin/form-view';
import { moduleForm } from '@/lib/admin/forms/module';
import {
  menuPageEditPath,
  moduleEditPath,
  newModulePath,
  pageLabel,
  type MenuPageForEdit,
} from '@/lib/admin/menu-pages';
import { articleChoices, type ModuleForEdit } from '@/lib/admin/modules';
import type { StaffMember } from '@/lib/admin/staff-member';

type Query = Record<string, string | string[] | undefined>;

/**
 * A module's screen, new (added at the end of its page) or existing: the way back to its page,
 * the last write's outcome, its form. Each write returns here, a refused one with what was typed;
 * a module added is shown in its page's list of modules, where this screen passes its notice on.
 */
export async function ModuleScreen({
  staff,
  page,
  module,
  query,
}: {
  staff: StaffMember;
  page: MenuPageForEdit;
  module: ModuleForEdit | null;
  query: Query;
}) {
  if (!module && query.notice === 'moduleCreated') redirect(`${menuPageEditPath(page.id)}?notice=moduleCreated`);
  const [t, choices, form] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages.module' }),
    articleChoices(staff.locale),
    formView(moduleForm, { key: 'module', staff, query, values: moduleValues(module) }),
  ]);
  const title = pageLabel(page, staff.locale);
  const path = module ? moduleEditPath(page.id, module.id) : newModulePath(page.id);
  return (
    <BackOfficeShell staff={staff} current="pages" title={t(module ? 'editTitle' : 'newTitle', { page: title })}>
      <BackLink href={menuPageEditPath(page.id)}>{t('back', { page: title })}</BackLink>
      <OutcomeNotice locale={staff.locale} query={query} forms={[form]} />
      <ModuleForm
        form={form}
        module={module}
        menuPageId={page.id}
        choices={choices}
        locale={staff.locale}
        back={path}
      />
    </BackOfficeShell>
  );
}
