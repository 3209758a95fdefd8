import { getTranslations } from 'next-intl/server';
import { AccountCreateForm } from '@/components/admin/account-create-form';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { OwnerTable } from '@/components/admin/owner-table';
import { staffPage } from '@/lib/admin/guard';
import { ownerAccounts } from '@/lib/admin/owners';
import { pageTitle } from '@/lib/admin/page-title';

export const generateMetadata = pageTitle('owners');

export default async function OwnersPage({ searchParams }: PageProps<'/admin/owners'>) {
  const staff = await staffPage('owners');
  const [t, owners] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.owners' }),
    ownerAccounts(),
  ]);
  const fieldLabels = { name: t('create.name'), email: t('create.email'), locale: t('create.language') };
  return (
    <BackOfficeShell staff={staff} current="owners" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={await searchParams} fieldLabels={fieldLabels} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <AccountCreateForm kind="owner" locale={staff.locale} />
      <OwnerTable locale={staff.locale} owners={owners} />
    </BackOfficeShell>
  );
}
