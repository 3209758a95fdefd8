'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import {
  FieldError,
  FormAlert,
  FormFooter,
  RequiredMark,
  RequiredNote,
  SelectField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { AddressFields } from '@/components/forms/address-fields';
import { PersonFields } from '@/components/forms/person-fields';
import { TextField } from '@/components/forms/text-field';
import { useFormPost } from '@/components/forms/use-form-post';
import { amountInWords } from '@/lib/forms/amount-in-words';
import type { Offer, OfferInput } from '@/lib/forms/offer';
import { SALUTATIONS } from '@/lib/forms/choices';
import { parseEuros, todayInBrussels } from '@/lib/forms/field-values';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

const SECTION = 'flex flex-col gap-4 rounded-md border border-line p-4 sm:p-5';
const LEGEND = 'px-1 text-lg font-semibold';

/** The written purchase offer for a property for sale (spec §3, §9). */
export function OfferForm({ propertyId, about }: { propertyId: number; about: string }) {
  const t = useTranslations('OfferForm');
  const form = useTranslations('Form');
  const message = useFieldErrors();
  const locale = useLocale() as Offer['locale'];
  const today = todayInBrussels();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferInput, unknown, Offer>({
    resolver: lazyZodResolver(() => import('@/lib/forms/offer').then((forms) => forms.offerSchema)),
    defaultValues: {
      locale,
      propertyId,
      amount: '',
      signingDate: today,
      partnerSalutation: '',
      website: '',
      captcha: '',
    },
  });
  const { alert, post } = useFormPost('/api/forms/offer/', setError);
  // The words follow the figures as they are typed; the server writes them again on receipt.
  const amount = useWatch({ control, name: 'amount' });
  const words = amountInWords(parseEuros(String(amount ?? '')), locale);

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-6" aria-labelledby="offer-form-title">
      <h2 id="offer-form-title" className="text-2xl font-semibold">
        {t('title', { property: about })}
      </h2>
      <p>{t('intro')}</p>
      <RequiredNote />
      <FormAlert alert={alert} />

      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('offer')}</legend>
        <TextField
          id="offer-amount"
          label={t('amount')}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t('amountHint')}
          error={message(errors.amount?.message)}
          {...register('amount')}
        />
        <TextField
          id="offer-amount-words"
          name="amountInWords"
          label={t('amountInWords')}
          hint={t('amountInWordsHint')}
          readOnly
          value={words}
          className="[&_input]:bg-brand-50"
        />
      </fieldset>

      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('validity')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="offer-valid-from"
            type="date"
            label={t('validFrom')}
            required
            min={today}
            error={message(errors.validFrom?.message)}
            {...register('validFrom')}
          />
          <TextField
            id="offer-valid-until"
            type="date"
            label={t('validUntil')}
            required
            min={today}
            error={message(errors.validUntil?.message)}
            {...register('validUntil')}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('personA')}</legend>
        <PersonFields idPrefix="offer-a" register={register} errors={errors} />
        <AddressFields idPrefix="offer-a" register={register} errors={errors} />
      </fieldset>

      <fieldset className={SECTION} aria-describedby="offer-b-hint">
        <legend className={LEGEND}>{t('personB')}</legend>
        <p id="offer-b-hint" className="text-sm text-muted">
          {t('personBHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
          <SelectField
            id="offer-b-salutation"
            label={form('salutation')}
            placeholder={form('choose')}
            options={SALUTATIONS.map((salutation) => ({ value: salutation, label: form(`salutations.${salutation}`) }))}
            error={message(errors.partnerSalutation?.message)}
            {...register('partnerSalutation')}
          />
          <TextField
            id="offer-b-first-name"
            label={form('firstName')}
            autoComplete="off"
            error={message(errors.partnerFirstName?.message)}
            {...register('partnerFirstName')}
          />
          <TextField
            id="offer-b-last-name"
            label={form('lastName')}
            autoComplete="off"
            error={message(errors.partnerLastName?.message)}
            {...register('partnerLastName')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="offer-b-email"
            type="email"
            label={form('email')}
            autoComplete="off"
            error={message(errors.partnerEmail?.message)}
            {...register('partnerEmail')}
          />
          <TextField
            id="offer-b-phone"
            type="tel"
            label={form('phone')}
            autoComplete="off"
            error={message(errors.partnerPhone?.message)}
            {...register('partnerPhone')}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('signing')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="offer-signing-place"
            label={t('signingPlace')}
            required
            autoComplete="address-level2"
            error={message(errors.signingPlace?.message)}
            {...register('signingPlace')}
          />
          <TextField
            id="offer-signing-date"
            type="date"
            label={t('signingDate')}
            required
            error={message(errors.signingDate?.message)}
            {...register('signingDate')}
          />
        </div>
      </fieldset>

      <section
        aria-labelledby="offer-advance-title"
        className="rounded-md border border-sand-500 bg-sand-50 p-4 sm:p-5"
      >
        <h3 id="offer-advance-title" className="text-lg font-semibold">
          {t('advance')}
        </h3>
        <p id="offer-advance-notice" className="mt-1">
          {t('advanceNotice')}
        </p>
        <label className="mt-3 flex items-start gap-3">
          <input
            type="checkbox"
            {...register('advanceAcknowledged')}
            aria-invalid={errors.advanceAcknowledged ? true : undefined}
            aria-describedby={['offer-advance-notice', errors.advanceAcknowledged && 'offer-advance-error']
              .filter(Boolean)
              .join(' ')}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            {t('advanceAcknowledge')}
            <RequiredMark />
          </span>
        </label>
        <FieldError id="offer-advance-error" error={message(errors.advanceAcknowledged?.message)} />
      </section>

      <FormFooter
        idPrefix="offer"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
