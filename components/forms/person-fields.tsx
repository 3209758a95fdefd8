'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import { SALUTATIONS } from '@/lib/forms/choices';

type Person = { salutation: string; firstName: string; lastName: string; email: string; phone: string };

/** Title, names, e-mail and phone (lib/forms/fields.ts personFields), laid out the same in every form. */
export function PersonFields<Values extends Person>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const t = useTranslations('Form');
  const message = useFieldErrors();
  // The generic form's own field names are exactly Person's, so this narrowing is safe.
  const field = register as unknown as UseFormRegister<Person>;
  const error = errors as FieldErrors<Person>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
        <SelectField
          id={`${idPrefix}-salutation`}
          label={t('salutation')}
          required
          placeholder={t('choose')}
          options={SALUTATIONS.map((salutation) => ({ value: salutation, label: t(`salutations.${salutation}`) }))}
          error={message(error.salutation?.message)}
          defaultValue=""
          {...field('salutation')}
        />
        <TextField
          id={`${idPrefix}-first-name`}
          label={t('firstName')}
          required
          autoComplete="given-name"
          error={message(error.firstName?.message)}
          {...field('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label={t('lastName')}
          required
          autoComplete="family-name"
          error={message(error.lastName?.message)}
          {...field('lastName')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-email`}
          type="email"
          label={t('email')}
          required
          autoComplete="email"
          error={message(error.email?.message)}
          {...field('email')}
        />
        <TextField
          id={`${idPrefix}-phone`}
          type="tel"
          label={t('phone')}
          required
          autoComplete="tel"
          hint={t('phoneHint')}
          error={message(error.phone?.message)}
          {...field('phone')}
        />
      </div>
    </>
  );
}
