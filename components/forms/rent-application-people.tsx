'use client';

import { useTranslations } from 'next-intl';
import { AddressFields } from '@/components/forms/address-fields';
import { BoundTextField } from '@/components/forms/bound-fields';
import { GROUP_LEGEND_CLASS } from '@/components/forms/field-classes';
import { PersonFields } from '@/components/forms/person-fields';

export const GROUP = 'grid gap-4 rounded-md border border-line p-4 sm:p-5';

/** Step 1: person A (required, with current address and date of birth) and an optional person B. */
export function ApplicantsStep() {
  const t = useTranslations('RentApplication');
  return (
    <>
      <fieldset className={GROUP}>
        <legend className={GROUP_LEGEND_CLASS}>{t('applicantA')}</legend>
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
      </fieldset>

      <fieldset className={GROUP} aria-describedby="rent-b-hint">
        <legend className={GROUP_LEGEND_CLASS}>{t('applicantB')}</legend>
        <p id="rent-b-hint" className="text-sm text-muted">
          {t('applicantBHint')}
        </p>
        <PersonFields prefix="applicantB." optional />
        <BoundTextField name="applicantB.birthDate" type="date" label={t('birthDate')} className="sm:max-w-64" />
      </fieldset>
    </>
  );
}
