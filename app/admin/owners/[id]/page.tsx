import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { OwnerAccount } from '@/components/admin/owner-account';
import { formView } from '@/lib/admin/form-view';
import { propertyLinkForm } from '@/lib/admin/forms/accounts';
import { staffPage } from '@/lib/admin/guard';
import { ownerAccount } from '@/lib/admin/owners';
import { pageTitle } from '@/lib/admin/page-title';
import { recordIdParam } from '@/lib/http/record-id';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('owners');

export default async function OwnerPage({ params, searchParams }: PageProps<'/admin/owners/[id]'>) {
  const staff = await staffPage('owners');
  const id = recordIdParam((await params).id);
  const [t, owner] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.owners' }),
    id === null ? null : ownerAccount(id, staff.locale),
  ]);
  if (!owner) notFound();
  const back = `${backOfficePath('owners')}${owner.id}/`;
  const query = await searchParams;
  const linkForm = await formView(propertyLinkForm, { key: 'owner-property', staff, query, values: {} });
  return (
    <BackOfficeShell staff={staff} current="owners" title={owner.name}>
      <BackLink href={backOfficePath('owners')}>{t('account.back')}</BackLink>
      <OutcomeNotice locale={staff.locale} query={query} forms={[linkForm]} />
      <OwnerAccount owner={owner} linkForm={linkForm} locale={staff.locale} back={back} />
    </BackOfficeShell>
  );
}
