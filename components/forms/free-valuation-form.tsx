'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  ChoiceGroup,
  FormAlert,
  FormFooter,
  RequiredNote,
  SelectField,
  TextAreaField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { PersonFields } from '@/components/forms/person-fields';
import { TextField } from '@/components/forms/text-field';
import { useFormPost } from '@/components/forms/use-form-post';
import type { FreeValuation, FreeValuationInput } from '@/lib/forms/free-valuation';
import { TIME_SLOTS, VALUATION_GOALS } from '@/lib/forms/choices';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** The free valuation request: the property's address, type and goal, then the owner. */
export function FreeValuationForm({ propertyTypes }: { propertyTypes: { value: string; label: string }[] }) {
  const t = useTranslations('FreeValuationForm');
  const contact = useTranslations('ContactForm');
  const form = useTranslations('Form');
  const message = useFieldErrors();
  const locale = useLocale() as FreeValuation['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FreeValuationInput, unknown, FreeValuation>({
    resolver: lazyZodResolver(() => import('@/lib/forms/free-valuation').then((forms) => forms.freeValuationSchema)),
    defaultValues: { locale, timeSlots: [], website: '', captcha: '', box: '', message: '' },
  });
  const { alert, post } = useFormPost('/api/forms/free-valuation/', setError);

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-5" aria-labelledby="valuation-title">
      <h2 id="valuation-title" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <RequiredNote />
      <FormAlert alert={alert} />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('property')}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_7rem_7rem]">
          <TextField
            id="valuation-street"
            label={t('street')}
            required
            className="col-span-2 sm:col-span-1"
            autoComplete="address-line1"
            error={message(errors.street?.message)}
            {...register('street')}
          />
          <TextField
            id="valuation-number"
            label={t('houseNumber')}
            required
            error={message(errors.houseNumber?.message)}
            {...register('houseNumber')}
          />
          <TextField id="valuation-box" label={t('box')} error={message(errors.box?.message)} {...register('box')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[15rem_1fr]">
          <TextField
            id="valuation-postcode"
            label={t('postcode')}
            required
            autoComplete="postal-code"
            hint={t('postcodeHint')}
            error={message(errors.postcode?.message)}
            {...register('postcode')}
          />
          <TextField
            id="valuation-city"
            label={t('city')}
            required
            autoComplete="address-level2"
            className="sm:self-end"
            error={message(errors.city?.message)}
            {...register('city')}
          />
        </div>
        <SelectField
          id="valuation-type"
          label={t('propertyType')}
          required
          placeholder={form('choose')}
          options={propertyTypes}
          defaultValue=""
          className="sm:max-w-sm"
          error={message(errors.propertyType?.message)}
          {...register('propertyType')}
        />
        <ChoiceGroup
          id="valuation-goal"
          legend={t('goal')}
          type="radio"
          required
          options={VALUATION_GOALS.map((goal) => ({ value: goal, label: t(`goals.${goal}`) }))}
          registration={register('goal')}
          error={message(errors.goal?.message)}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('you')}</legend>
        <PersonFields idPrefix="valuation" register={register} errors={errors} />
        <ChoiceGroup
          id="valuation-slots"
          legend={contact('timeSlots')}
          type="checkbox"
          columns="sm:grid-cols-3"
          options={TIME_SLOTS.map((slot) => ({ value: slot, label: contact(`slots.${slot}`) }))}
          registration={register('timeSlots')}
        />
      </fieldset>

      <TextAreaField
        id="valuation-message"
        label={t('message')}
        hint={t('messageHint')}
        error={message(errors.message?.message)}
        {...register('message')}
      />

      <FormFooter
        idPrefix="valuation"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
