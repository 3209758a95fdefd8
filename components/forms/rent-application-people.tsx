'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AddressFields } from '@/components/forms/address-fields';
import { SelectField, useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import type { RentApplicationInput } from '@/lib/forms/rent-application';
import { SALUTATIONS } from '@/lib/forms/choices';

type StepProps = { register: UseFormRegister<RentApplicationInput>; errors: FieldErrors<RentApplicationInput> };

const GROUP = 'grid gap-4 rounded-md border border-line p-4 sm:p-5';
const LEGEND = 'px-1 text-lg font-semibold';

/** Step 1: person A (required, with current address and date of birth) and an optional person B. */
export function ApplicantsStep({ register, errors }: StepProps) {
  const t = useTranslations('RentApplication');
  const form = useTranslations('Form');
  const message = useFieldErrors();
  const a = errors.applicantA;
  const b = errors.applicantB;
  const salutations = SALUTATIONS.map((salutation) => ({ value: salutation, label: t(`salutations.${salutation}`) }));
  return (
    <>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>{t('applicantA')}</legend>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
          <SelectField
            id="rent-a-salutation"
            label={form('salutation')}
            required
            placeholder={form('choose')}
            options={salutations}
            error={message(a?.salutation?.message)}
            {...register('applicantA.salutation')}
          />
          <TextField
            id="rent-a-first-name"
            label={form('firstName')}
            required
            autoComplete="given-name"
            error={message(a?.firstName?.message)}
            {...register('applicantA.firstName')}
          />
          <TextField
            id="rent-a-last-name"
            label={form('lastName')}
            required
            autoComplete="family-name"
            error={message(a?.lastName?.message)}
            {...register('applicantA.lastName')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="rent-a-email"
            type="email"
            label={form('email')}
            required
            autoComplete="email"
            error={message(a?.email?.message)}
            {...register('applicantA.email')}
          />
          <TextField
            id="rent-a-phone"
            type="tel"
            label={form('phone')}
            required
            autoComplete="tel"
            hint={form('phoneHint')}
            error={message(a?.phone?.message)}
            {...register('applicantA.phone')}
          />
        </div>
        <TextField
          id="rent-a-birth-date"
          type="date"
          label={t('birthDate')}
          required
          autoComplete="bday"
          className="sm:max-w-64"
          error={message(a?.birthDate?.message)}
          {...register('applicantA.birthDate')}
        />
        <fieldset className="grid gap-4">
          <legend className="mb-1 font-semibold">{t('currentAddress')}</legend>
          <AddressFields idPrefix="rent-a" register={register} prefix="applicantA." errors={a} />
        </fieldset>
      </fieldset>

      <fieldset className={GROUP} aria-describedby="rent-b-hint">
        <legend className={LEGEND}>{t('applicantB')}</legend>
        <p id="rent-b-hint" className="text-sm text-muted">
          {t('applicantBHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
          <SelectField
            id="rent-b-salutation"
            label={form('salutation')}
            placeholder={form('choose')}
            options={salutations}
            error={message(b?.salutation?.message)}
            {...register('applicantB.salutation')}
          />
          <TextField
            id="rent-b-first-name"
            label={form('firstName')}
            error={message(b?.firstName?.message)}
            {...register('applicantB.firstName')}
          />
          <TextField
            id="rent-b-last-name"
            label={form('lastName')}
            error={message(b?.lastName?.message)}
            {...register('applicantB.lastName')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="rent-b-email"
            type="email"
            label={form('email')}
            error={message(b?.email?.message)}
            {...register('applicantB.email')}
          />
          <TextField
            id="rent-b-phone"
            type="tel"
            label={form('phone')}
            error={message(b?.phone?.message)}
            {...register('applicantB.phone')}
          />
        </div>
        <TextField
          id="rent-b-birth-date"
          type="date"
          label={t('birthDate')}
          className="sm:max-w-64"
          error={message(b?.birthDate?.message)}
          {...register('applicantB.birthDate')}
        />
      </fieldset>
    </>
  );
}
