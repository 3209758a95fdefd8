import { getTranslations } from 'next-intl/server';
import { AccountCreateForm } from '@/components/admin/account-create-form';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { OwnerTable } from '@/components/admin/owner-table';
import { formView } from '@/lib/admin/form-view';
import { ownerCreateForm } from '@/lib/admin/forms/accounts';
import { staffPage } from '@/lib/admin/guard';
import { ownerAccounts } from '@/lib/admin/owners';
import { pageTitle } from '@/lib/admin/page-title';

export const generateMetadata = pageTitle('owners');

export default async function OwnersPage({ searchParams }: PageProps<'/admin/owners'>) {
  const staff = await staffPage('owners');
  const query = await searchParams;
  const [t, owners, form] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.owners' }),
    ownerAccounts(),
    formView(ownerCreateForm, { key: 'owner', staff, query, values: { locale: staff.locale } }),
  ]);
  return (
    <BackOfficeShell staff={staff} current="owners" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[form]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <AccountCreateForm kind="owner" form={form} locale={staff.locale} />
      <OwnerTable locale={staff.locale} owners={owners} />
    </BackOfficeShell>
  );
}
