'use client';

import { useTranslations } from 'next-intl';
import { BoundTextField } from '@/components/forms/bound-fields';

/**
 * A person's street, number, postcode and town, laid out the same in every form that asks for
 * them, named `street`, `houseNumber`, `postcode` and `city` after `prefix` ("applicantA." in the
 * rent application). The postcode takes any keyboard: Luxembourg's are written "L-1234".
 */
export function AddressFields({ prefix = '' }: { prefix?: string }) {
  const t = useTranslations('Form');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <BoundTextField name={`${prefix}street`} label={t('street')} required autoComplete="address-line1" />
        <BoundTextField name={`${prefix}houseNumber`} label={t('houseNumber')} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <BoundTextField name={`${prefix}postcode`} label={t('postcode')} required autoComplete="postal-code" />
        <BoundTextField name={`${prefix}city`} label={t('city')} required autoComplete="address-level2" />
      </div>
    </>
  );
}
