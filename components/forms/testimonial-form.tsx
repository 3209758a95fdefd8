'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  ChoiceGroup,
  FormAlert,
  FormFooter,
  RequiredNote,
  TextAreaField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import { useFormPost } from '@/components/forms/use-form-post';
import type { Testimonial, TestimonialInput } from '@/lib/forms/testimonial';
import { RATINGS, TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_MIN_LENGTH } from '@/lib/forms/choices';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** Stars drawn for the eye only: each radio button's label says the rating in words. */
function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5 text-sand-700">
      {RATINGS.map((star) => (
        <svg key={star} viewBox="0 0 20 20" className="size-4">
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            fill={star <= rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
      ))}
    </span>
  );
}

/** A visitor's testimonial, published only once the agency approved it. */
export function TestimonialForm() {
  const t = useTranslations('TestimonialForm');
  const message = useFieldErrors();
  const locale = useLocale() as Testimonial['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialInput, unknown, Testimonial>({
    resolver: lazyZodResolver(() => import('@/lib/forms/testimonial').then((forms) => forms.testimonialSchema)),
    defaultValues: { locale, website: '', captcha: '', town: '' },
  });
  const { alert, post } = useFormPost('/api/forms/testimonial/', setError);

  return (
    <form
      onSubmit={handleSubmit(post)}
      noValidate
      className="flex flex-col gap-5 rounded-lg border border-line p-4 sm:p-8"
      aria-labelledby="testimonial-title"
    >
      <h2 id="testimonial-title" className="text-2xl font-semibold sm:text-3xl">
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <RequiredNote />
      <FormAlert alert={alert} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="testimonial-name"
          label={t('name')}
          hint={t('nameHint')}
          required
          autoComplete="name"
          error={message(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          id="testimonial-town"
          label={t('town')}
          autoComplete="address-level2"
          className="sm:self-end"
          error={message(errors.town?.message)}
          {...register('town')}
        />
      </div>
      <ChoiceGroup
        id="testimonial-rating"
        legend={t('rating')}
        type="radio"
        required
        columns="sm:grid-cols-1"
        options={[...RATINGS].reverse().map((rating) => ({
          value: String(rating),
          label: (
            <span className="flex flex-wrap items-center gap-x-2">
              <Stars rating={rating} />
              {t(`ratings.${rating}`)}
            </span>
          ),
        }))}
        registration={register('rating')}
        error={message(errors.rating?.message)}
      />
      <TextAreaField
        id="testimonial-text"
        label={t('text')}
        hint={t('textHint', { min: TESTIMONIAL_MIN_LENGTH, max: TESTIMONIAL_MAX_LENGTH })}
        required
        rows={6}
        maxLength={TESTIMONIAL_MAX_LENGTH}
        error={message(errors.text?.message)}
        {...register('text')}
      />
      <TextField
        id="testimonial-email"
        type="email"
        label={t('email')}
        hint={t('emailHint')}
        required
        autoComplete="email"
        className="sm:max-w-md"
        error={message(errors.email?.message)}
        {...register('email')}
      />

      <FormFooter
        idPrefix="testimonial"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
