'use client';

import { useTranslations } from 'next-intl';
import { AddressFields } from '@/components/forms/address-fields';
import { BoundTextField } from '@/components/forms/bound-fields';
import { FieldGroup } from '@/components/forms/field-group';
import { PersonFields } from '@/components/forms/person-fields';

export const GROUP = 'grid gap-4 rounded-md border border-line p-4 sm:p-5';

/** Step 1: person A (required, with current address and date of birth) and an optional person B. */
export function ApplicantsStep() {
  const t = useTranslations('RentApplication');
  return (
    <>
      <FieldGroup className={GROUP} legend={t('applicantA')}>
        <PersonFields prefix="applicantA." />
        <BoundTextField
          name="applicantA.birthDate"
          type="date"
          label={t('birthDate')}
          required
          autoComplete="bday"
          className="sm:max-w-64"
        />
        <fieldset className="grid gap-4">
          <legend className="mb-1 font-semibold">{t('currentAddress')}</legend>
          <AddressFields prefix="applicantA." />
        </fieldset>
      </FieldGroup>

      <FieldGroup className={GROUP} legend={t('applicantB')} hint={t('applicantBHint')} hintId="rent-b-hint">
        <PersonFields prefix="applicantB." optional />
        <BoundTextField name="applicantB.birthDate" type="date" label={t('birthDate')} className="sm:max-w-64" />
      </FieldGroup>
    </>
  );
}
