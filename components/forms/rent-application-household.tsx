'use client';

import { useTranslations } from 'next-intl';
import { BoundSelectField, BoundTextAreaField, BoundTextField, ChoiceGroup } from '@/components/forms/bound-fields';
import { optionsOf } from '@/components/forms/field-kit';
import { FieldGroup } from '@/components/forms/field-group';
import { GROUP } from '@/components/forms/rent-application-people';
import { EMPLOYMENT_TYPES, MAX_HOUSEHOLD_COUNT } from '@/lib/forms/choices';

/** A number of adults or children, from `min` to what the schema takes (lib/forms/rent-application.ts). */
const householdCount = (min: number) =>
  ({ asNumber: true, type: 'number', inputMode: 'numeric', min, max: MAX_HOUSEHOLD_COUNT }) as const;

/** Step 2: who will live there. */
export function HouseholdStep({ pets }: { pets: string | undefined }) {
  const t = useTranslations('RentApplication');
  return (
    <>
      {/* Bottom-aligned: only the first field has a hint above its input. */}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <BoundTextField name="adults" {...householdCount(1)} label={t('adults')} hint={t('adultsHint')} required />
        <BoundTextField name="children" {...householdCount(0)} label={t('children')} required />
      </div>
      <ChoiceGroup
        name="pets"
        legend={t('pets')}
        type="radio"
        required
        columns="grid-cols-2 sm:max-w-sm"
        options={[
          { value: 'no', label: t('petsNo') },
          { value: 'yes', label: t('petsYes') },
        ]}
      />
      {/* Asked once pets are; without script, always (the server asks for it only then). */}
      <div className={pets === 'yes' ? 'block' : 'hidden no-script:block'}>
        <BoundTextAreaField
          name="petsDescription"
          label={t('petsDescription')}
          hint={t('petsDescriptionHint')}
          required
          rows={2}
        />
      </div>
    </>
  );
}

/**
 * Step 3: both persons' incomes, then the move itself. Person 2's income is asked only with a
 * person B; without script, always (the server asks for it only then).
 */
export function IncomesStep({ withB }: { withB: boolean }) {
  const t = useTranslations('RentApplication');
  const form = useTranslations('Form');
  const employments = optionsOf(EMPLOYMENT_TYPES, (type) => t(`employmentTypes.${type}`));
  return (
    <>
      {(['income1', 'income2'] as const).map((income) => (
        <FieldGroup
          key={income}
          className={`${GROUP} sm:grid-cols-2 ${income === 'income2' && !withB ? 'hidden no-script:grid' : ''}`}
          legend={t(income)}
        >
          <BoundTextField
            name={`${income}.amount`}
            asNumber
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            label={t('incomeAmount')}
            required
          />
          <BoundSelectField
            name={`${income}.employment`}
            label={t('employment')}
            required
            placeholder={form('choose')}
            options={employments}
          />
        </FieldGroup>
      ))}
      <FieldGroup className={GROUP} legend={t('moving')}>
        <BoundTextField name="movingDate" type="date" label={t('movingDate')} required className="sm:max-w-80" />
        <BoundTextAreaField name="movingReason" label={t('movingReason')} required rows={3} />
      </FieldGroup>
    </>
  );
}
