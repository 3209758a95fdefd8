import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { FormField } from '@/components/admin/form-field';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';
import type { PersonRecords } from '@/lib/privacy/person-records';

/**
 * What staff do with the records found (docs/forms.md, answering a request): download them as one
 * zip for an access or portability request, or erase them, once the box confirming it is ticked.
 * Both name the person by the search's sealed token.
 */
export async function PersonActions({
  eraseForm,
  locale,
  token,
  back,
  records,
}: {
  /** The erasure's confirmation (lib/admin/forms/people.ts). */
  eraseForm: FormView;
  locale: Locale;
  token: string;
  /** This page with its search: where the erasure returns when it is refused. */
  back: string;
  records: PersonRecords;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.people' });
  const ownerKept = records.ownerAccounts.some((owner) => owner.properties.length > 0);
  return (
    <>
      <CardSection id="person-export" title={t('export.heading')} lead={t('export.lead')}>
        <p>
          <a href={`/api/admin/people/export/?${new URLSearchParams({ person: token })}`} className={LINK} download>
            {t('export.link')}
          </a>
        </p>
      </CardSection>
      <CardSection id="person-erase" title={t('erase.heading')} lead={t('erase.lead')}>
        {ownerKept && <p>{t('erase.ownerKept')}</p>}
        <AdminForm
          form={eraseForm}
          action="/api/admin/people/erase/"
          hidden={{ back, person: token }}
          className="flex max-w-3xl flex-col gap-3"
        >
          <FormField form={eraseForm} name="confirm" />
          <SubmitButton tone="danger" className="self-start">
            {t('erase.submit')}
          </SubmitButton>
        </AdminForm>
      </CardSection>
    </>
  );
}
