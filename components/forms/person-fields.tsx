'use client';

import { useTranslations } from 'next-intl';
import { BoundSelectField, BoundTextField } from '@/components/forms/bound-fields';
import { SALUTATIONS } from '@/lib/forms/choices';

/** "applicantA." + "firstName" → "applicantA.firstName"; "partner" + "firstName" → "partnerFirstName". */
function fieldName(prefix: string, field: string): string {
  if (!prefix || prefix.endsWith('.')) return `${prefix}${field}`;
  return `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/**
 * Title, names, e-mail and phone (lib/forms/fields.ts personFields), laid out the same in every
 * form, named after `prefix` ("applicantA." in the rent application, "partner" in the offer: see
 * fieldName). `optional` is a second
 * person nobody has to name (the offer's partner): nothing is required and the browser does not
 * fill in the visitor's own details.
 */
export function PersonFields({
  prefix = '',
  salutation = true,
  phoneRequired = true,
  optional = false,
  phoneLabel,
}: {
  prefix?: string;
  /** Without it, first and last name share the first row (the demand register asks no title). */
  salutation?: boolean;
  phoneRequired?: boolean;
  optional?: boolean;
  phoneLabel?: string;
}) {
  const t = useTranslations('Form');
  const required = !optional;
  const own = (autoComplete: string) => (optional ? 'off' : autoComplete);
  const name = (field: string) => fieldName(prefix, field);
  return (
    <>
      <div className={`grid gap-4 ${salutation ? 'sm:grid-cols-[10rem_1fr_1fr]' : 'sm:grid-cols-2'}`}>
        {salutation && (
          <BoundSelectField
            name={name('salutation')}
            label={t('salutation')}
            required={required}
            placeholder={t('choose')}
            options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
            defaultValue=""
          />
        )}
        <BoundTextField
          name={name('firstName')}
          label={t('firstName')}
          required={required}
          autoComplete={own('given-name')}
        />
        <BoundTextField
          name={name('lastName')}
          label={t('lastName')}
          required={required}
          autoComplete={own('family-name')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundTextField
          name={name('email')}
          type="email"
          label={t('email')}
          required={required}
          autoComplete={own('email')}
        />
        <BoundTextField
          name={name('phone')}
          type="tel"
          label={phoneLabel ?? t('phone')}
          required={required && phoneRequired}
          autoComplete={own('tel')}
          hint={optional ? undefined : t('phoneHint')}
        />
      </div>
    </>
  );
}
