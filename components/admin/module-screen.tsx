import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/admin/back-link';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { ModuleForm, moduleFieldLabels } from '@/components/admin/module-form';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { menuPageEditPath, moduleEditPath, pageLabel, type MenuPageForEdit } from '@/lib/admin/menu-pages';
import { articleChoices, type ModuleForEdit } from '@/lib/admin/modules';
import type { StaffMember } from '@/lib/admin/staff-member';

type Query = Record<string, string | string[] | undefined>;

/**
 * A module's screen, new (added at the end of its page) or existing: the way back to its page,
 * the last write's outcome, its form. A new module's save returns to the page, an edit here.
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
  const [t, choices, fieldLabels] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.menuPages.module' }),
    articleChoices(staff.locale),
    moduleFieldLabels(staff.locale),
  ]);
  const title = pageLabel(page, staff.locale);
  return (
    <BackOfficeShell staff={staff} current="pages" title={t(module ? 'editTitle' : 'newTitle', { page: title })}>
      <BackLink href={menuPageEditPath(page.id)}>{t('back', { page: title })}</BackLink>
      <OutcomeNotice locale={staff.locale} query={query} fieldLabels={fieldLabels} />
      <ModuleForm
        module={module}
        menuPageId={page.id}
        choices={choices}
        locale={staff.locale}
        back={module ? moduleEditPath(page.id, module.id) : menuPageEditPath(page.id)}
      />
    </BackOfficeShell>
  );
}
