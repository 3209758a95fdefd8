'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';

type AddressPart = 'street' | 'houseNumber' | 'postcode' | 'city';

/**
 * A person's street, number, postcode and town, laid out the same in every form that asks for
 * them, registered as `street`, `houseNumber`, `postcode` and `city` after the form's `prefix`
 * ("applicantA." in the rent application). The postcode takes any keyboard: Luxembourg's are
 * written "L-1234".
 */
export function AddressFields<Values extends FieldValues>({
  idPrefix,
  register,
  prefix = '',
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  prefix?: string;
  errors: Partial<Record<AddressPart, { message?: string }>> | undefined;
}) {
  const t = useTranslations('Form');
  const message = useFieldErrors();
  const field = (part: AddressPart) => register(`${prefix}${part}` as Path<Values>);
  const error = (part: AddressPart) => message(errors?.[part]?.message);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          id={`${idPrefix}-street`}
          label={t('street')}
          required
          autoComplete="address-line1"
          error={error('street')}
          {...field('street')}
        />
        <TextField
          id={`${idPrefix}-house-number`}
          label={t('houseNumber')}
          required
          error={error('houseNumber')}
          {...field('houseNumber')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          id={`${idPrefix}-postcode`}
          label={t('postcode')}
          required
          autoComplete="postal-code"
          error={error('postcode')}
          {...field('postcode')}
        />
        <TextField
          id={`${idPrefix}-city`}
          label={t('city')}
          required
          autoComplete="address-level2"
          error={error('city')}
          {...field('city')}
        />
      </div>
    </>
  );
}
