'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';

type AddressPart = 'street' | 'houseNumber' | 'postcode' | 'city';

/**
 * A person's street, number, postcode and town, laid out the same in every form that asks for
 * them. The form registers the fields under its own names (`street`, `applicantA.street`…) and
 * passes their error keys. The postcode takes any keyboard: Luxembourg's are written "L-1234".
 */
export function AddressFields({
  idPrefix,
  fields,
  errors,
}: {
  idPrefix: string;
  fields: Record<AddressPart, UseFormRegisterReturn>;
  errors: Partial<Record<AddressPart, string | undefined>>;
}) {
  const t = useTranslations('Form');
  const message = useFieldErrors();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          id={`${idPrefix}-street`}
          label={t('street')}
          required
          autoComplete="address-line1"
          error={message(errors.street)}
          {...fields.street}
        />
        <TextField
          id={`${idPrefix}-house-number`}
          label={t('houseNumber')}
          required
          error={message(errors.houseNumber)}
          {...fields.houseNumber}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          id={`${idPrefix}-postcode`}
          label={t('postcode')}
          required
          autoComplete="postal-code"
          error={message(errors.postcode)}
          {...fields.postcode}
        />
        <TextField
          id={`${idPrefix}-city`}
          label={t('city')}
          required
          autoComplete="address-level2"
          error={message(errors.city)}
          {...fields.city}
        />
      </div>
    </>
  );
}
