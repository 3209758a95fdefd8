import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { OwnerCreateForm } from '@/components/admin/owner-create-form';
import { OwnerTable } from '@/components/admin/owner-table';
import { staffPage } from '@/lib/admin/guard';
import { ownerAccounts } from '@/lib/admin/owners';
import { backOfficeLocale } from '@/lib/admin/staff-member';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('owners') };
}

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
      <OwnerCreateForm locale={staff.locale} />
      <OwnerTable locale={staff.locale} owners={owners} />
    </BackOfficeShell>
  );
}
