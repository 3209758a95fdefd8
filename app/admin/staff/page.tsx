import { getTranslations } from 'next-intl/server';
import { AccountCreateForm } from '@/components/admin/account-create-form';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { StaffAccount } from '@/components/admin/staff-account';
import { formView } from '@/lib/admin/form-view';
import { staffCreateForm, staffRoleForm } from '@/lib/admin/forms/accounts';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { staffAccounts } from '@/lib/admin/staff-accounts';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('staff');

export default async function StaffPage({ searchParams }: PageProps<'/admin/staff'>) {
  const staff = await staffPage('staff');
  const query = await searchParams;
  const [t, members, form] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.staffAccounts' }),
    staffAccounts(),
    formView(staffCreateForm, { key: 'staff', staff, query, values: { role: 'editor', locale: staff.locale } }),
  ]);
  const roleForms = await Promise.all(
    members.map(({ id, role }) => formView(staffRoleForm, { key: `staff-${id}-role`, staff, query, values: { role } })),
  );
  return (
    <BackOfficeShell staff={staff} current="staff" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[form, ...roleForms]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <AccountCreateForm kind="staff" form={form} locale={staff.locale} />
      <h2 className="mb-3 text-xl font-semibold">{t('list')}</h2>
      <ul className="flex flex-col gap-4">
        {members.map((member, index) => (
          <li key={member.id}>
            <StaffAccount
              member={member}
              roleForm={roleForms[index]!}
              own={member.id === staff.id}
              locale={staff.locale}
              back={backOfficePath('staff')}
            />
          </li>
        ))}
      </ul>
    </BackOfficeShell>
  );
}
