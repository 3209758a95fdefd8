'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ChoiceGroup, SelectField, TextAreaField, useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import { type RentApplicationInput } from '@/lib/forms/rent-application';
import { EMPLOYMENT_TYPES } from '@/lib/forms/choices';

type StepProps = { register: UseFormRegister<RentApplicationInput>; errors: FieldErrors<RentApplicationInput> };

/** Empty stays empty (null) rather than 0, so a forgotten number is reported, not guessed. */
export const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Step 2: who will live there. */
export function HouseholdStep({ register, errors, pets }: StepProps & { pets: string | undefined }) {
  const t = useTranslations('RentApplication');
  const message = useFieldErrors();
  return (
    <>
      {/* Bottom-aligned: only the first field has a hint above its input. */}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          id="rent-adults"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          label={t('adults')}
          hint={t('adultsHint')}
          required
          error={message(errors.adults?.message)}
          {...register('adults', { setValueAs: asNumber })}
        />
        <TextField
          id="rent-children"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          label={t('children')}
          required
          error={message(errors.children?.message)}
          {...register('children', { setValueAs: asNumber })}
        />
      </div>
      <ChoiceGroup
        id="rent-pets"
        legend={t('pets')}
        type="radio"
        required
        columns="grid-cols-2 sm:max-w-sm"
        options={[
          { value: 'no', label: t('petsNo') },
          { value: 'yes', label: t('petsYes') },
        ]}
        registration={register('pets')}
        error={message(errors.pets?.message)}
      />
      {pets === 'yes' && (
        <TextAreaField
          id="rent-pets-description"
          label={t('petsDescription')}
          hint={t('petsDescriptionHint')}
          required
          rows={2}
          error={message(errors.petsDescription?.message)}
          {...register('petsDescription')}
        />
      )}
    </>
  );
}

/** Step 3: both persons' incomes, then the move itself. Person 2's income is asked only with a person B. */
export function IncomesStep({ register, errors, withB }: StepProps & { withB: boolean }) {
  const t = useTranslations('RentApplication');
  const form = useTranslations('Form');
  const message = useFieldErrors();
  const employments = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employmentTypes.${type}`) }));
  const persons = withB ? ([1, 2] as const) : ([1] as const);
  return (
    <>
      {persons.map((person) => {
        const name = person === 1 ? 'income1' : 'income2';
        const error = errors[name];
        return (
          <fieldset key={person} className="grid gap-4 rounded-md border border-line p-4 sm:grid-cols-2 sm:p-5">
            <legend className="px-1 text-lg font-semibold">{t(name)}</legend>
            <TextField
              id={`rent-${name}-amount`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              label={t('incomeAmount')}
              required
              error={message(error?.amount?.message)}
              {...register(`${name}.amount`, { setValueAs: asNumber })}
            />
            <SelectField
              id={`rent-${name}-employment`}
              label={t('employment')}
              required
              placeholder={form('choose')}
              options={employments}
              error={message(error?.employment?.message)}
              {...register(`${name}.employment`)}
            />
          </fieldset>
        );
      })}
      <fieldset className="grid gap-4 rounded-md border border-line p-4 sm:p-5">
        <legend className="px-1 text-lg font-semibold">{t('moving')}</legend>
        <TextField
          id="rent-moving-date"
          type="date"
          label={t('movingDate')}
          required
          className="sm:max-w-80"
          error={message(errors.movingDate?.message)}
          {...register('movingDate')}
        />
        <TextAreaField
          id="rent-moving-reason"
          label={t('movingReason')}
          required
          rows={3}
          error={message(errors.movingReason?.message)}
          {...register('movingReason')}
        />
      </fieldset>
    </>
  );
}
