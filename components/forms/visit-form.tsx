'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  FieldError,
  FormAlert,
  FormFooter,
  RequiredMark,
  RequiredNote,
  TextAreaField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { PersonFields } from '@/components/forms/person-fields';
import { useFormPost } from '@/components/forms/use-form-post';
import type { SlotDay } from '@/lib/appointments/slot-days';
import type { Visit, VisitInput } from '@/lib/forms/visit';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** Booking a visit: the property's open slots by day, who is coming, and an optional message. */
export function VisitForm({ propertyId, about, days }: { propertyId: number; about: string; days: SlotDay[] }) {
  const t = useTranslations('VisitForm');
  const message = useFieldErrors();
  const locale = useLocale() as Visit['locale'];
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VisitInput, unknown, Visit>({
    resolver: lazyZodResolver(() => import('@/lib/forms/visit').then((forms) => forms.visitSchema)),
    defaultValues: { locale, propertyId, website: '', captcha: '', message: '' },
  });
  const { alert, post } = useFormPost('/api/forms/visit/', setError);
  const slotError = errors.appointmentId?.message;

  // Someone else took the slot meanwhile: reload the open slots so it disappears from the list.
  useEffect(() => {
    if (slotError === 'slotTaken') router.refresh();
  }, [slotError, router]);

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-5" aria-labelledby="visit-form-title">
      <h2 id="visit-form-title" className="text-2xl font-semibold">
        {t('title', { property: about })}
      </h2>
      <p>{t('intro')}</p>
      <RequiredNote />
      <FormAlert alert={alert} />

      <fieldset aria-describedby={['visit-slots-hint', slotError && 'visit-slots-error'].filter(Boolean).join(' ')}>
        <legend className="mb-1 font-medium">
          {t('slots')}
          <RequiredMark />
        </legend>
        <p id="visit-slots-hint" className="text-sm text-muted">
          {t('slotsHint')}
        </p>
        {/* Under the legend rather than after a long list of days, where it would be out of sight. */}
        <FieldError id="visit-slots-error" error={message(slotError)} />
        <div className="mt-3 flex flex-col gap-4">
          {days.map((day) => (
            <fieldset key={day.key}>
              <legend className="mb-2 text-sm font-semibold first-letter:uppercase">{day.label}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                {day.slots.map((slot) => (
                  <label
                    key={slot.id}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 tabular-nums has-checked:border-brand-700 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      value={slot.id}
                      {...register('appointmentId')}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    {slot.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <PersonFields idPrefix="visit" register={register} errors={errors} />
      <TextAreaField
        id="visit-message"
        label={t('message')}
        error={message(errors.message?.message)}
        {...register('message')}
      />

      <FormFooter
        idPrefix="visit"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
