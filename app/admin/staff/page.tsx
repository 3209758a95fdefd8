import { getTranslations } from 'next-intl/server';
import { AccountCreateForm } from '@/components/admin/account-create-form';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { StaffAccount } from '@/components/admin/staff-account';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { staffAccounts } from '@/lib/admin/staff-accounts';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('staff');

export default async function StaffPage({ searchParams }: PageProps<'/admin/staff'>) {
  const staff = await staffPage('staff');
  const [t, members] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.staffAccounts' }),
    staffAccounts(),
  ]);
  const fieldLabels = {
    name: t('create.name'),
    email: t('create.email'),
    role: t('create.role'),
    locale: t('create.language'),
  };
  return (
    <BackOfficeShell staff={staff} current="staff" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={await searchParams} fieldLabels={fieldLabels} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <AccountCreateForm kind="staff" locale={staff.locale} />
      <h2 className="mb-3 text-xl font-semibold">{t('list')}</h2>
      <ul className="flex flex-col gap-4">
        {members.map((member) => (
          <li key={member.id}>
            <StaffAccount
              member={member}
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
