'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaCheck } from '@/components/forms/captcha-check';
import { TextField } from '@/components/forms/text-field';
import { Link } from '@/lib/i18n/navigation';
import {
  CONTACT_CATEGORIES,
  contactSchema,
  SALUTATIONS,
  TIME_SLOTS,
  type Contact,
  type ContactErrorKey,
  type ContactInput,
} from '@/lib/forms/contact';

type FormError = 'rateLimited' | 'notSent' | 'captchaInvalid';

const fieldClass =
  'min-h-12 w-full rounded-md border border-muted/60 bg-white px-3 text-ink aria-invalid:border-[#b3171d]';
const errorClass = 'mt-1 text-sm font-medium text-[#b3171d]';

/** The agency contact form; with a property it becomes "contact me about this property" with time slots. */
export function ContactForm({ propertyId, propertyTitle }: { propertyId?: number; propertyTitle?: string }) {
  const t = useTranslations('ContactForm');
  const locale = useLocale() as Contact['locale'];
  const [formError, setFormError] = useState<FormError | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { locale, propertyId, timeSlots: [], website: '', captcha: '' },
  });
  const message = (key: string | undefined) => (key ? t(`errors.${key as ContactErrorKey}`) : null);

  async function onSubmit(values: Contact) {
    setFormError(null);
    const response = await fetch('/api/forms/contact/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, sourcePage: window.location.pathname }),
    }).catch(() => null);
    if (response?.ok) {
      window.location.assign(((await response.json()) as { redirect: string }).redirect);
      return;
    }
    if (response?.status === 422) {
      const body = (await response.json()) as { issues?: { path: string[]; message: string }[] };
      for (const issue of body.issues ?? []) {
        if (issue.message === 'captchaInvalid') setFormError('captchaInvalid');
        else setError(issue.path[0] as keyof ContactInput, { message: issue.message });
      }
      return;
    }
    setFormError(response?.status === 429 ? 'rateLimited' : 'notSent');
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-semibold">
        {propertyTitle ? t('titleProperty', { property: propertyTitle }) : t('title')}
      </h2>
      <p className="text-sm text-muted">{t('requiredNote')}</p>
      <p
        role="alert"
        className={
          formError ? 'rounded-md border border-[#b3171d] bg-[#fdf1f1] p-4 font-medium text-[#8a1116]' : 'sr-only'
        }
      >
        {formError && t(`errors.${formError}`)}
      </p>

      <fieldset aria-describedby={errors.category ? 'contact-category-error' : undefined}>
        <legend className="mb-2 font-medium">
          {t('category')}{' '}
          <span aria-hidden="true" className="text-[#b3171d]">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CONTACT_CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3">
              <input type="radio" value={category} {...register('category')} className="size-4 accent-brand-700" />
              {t(`categories.${category}`)}
            </label>
          ))}
        </div>
        {errors.category && (
          <p id="contact-category-error" className={errorClass}>
            {message(errors.category.message)}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
        <div>
          <label htmlFor="contact-salutation" className="mb-1 block font-medium">
            {t('salutation')}{' '}
            <span aria-hidden="true" className="text-[#b3171d]">
              *
            </span>
          </label>
          <select
            id="contact-salutation"
            {...register('salutation')}
            required
            aria-invalid={errors.salutation ? true : undefined}
            aria-describedby={errors.salutation ? 'contact-salutation-error' : undefined}
            className={fieldClass}
            defaultValue=""
          >
            <option value="" disabled>
              {t('choose')}
            </option>
            {SALUTATIONS.map((salutation) => (
              <option key={salutation} value={salutation}>
                {t(`salutations.${salutation}`)}
              </option>
            ))}
          </select>
          {errors.salutation && (
            <p id="contact-salutation-error" className={errorClass}>
              {message(errors.salutation.message)}
            </p>
          )}
        </div>
        <TextField
          id="contact-first-name"
          label={t('firstName')}
          required
          autoComplete="given-name"
          error={message(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          id="contact-last-name"
          label={t('lastName')}
          required
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-email"
          type="email"
          label={t('email')}
          required
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          id="contact-phone"
          type="tel"
          label={t('phone')}
          required
          autoComplete="tel"
          hint={t('phoneHint')}
          error={message(errors.phone?.message)}
          {...register('phone')}
        />
      </div>

      {propertyId !== undefined && (
        <fieldset>
          <legend className="mb-2 font-medium">{t('timeSlots')}</legend>
          <div className="flex flex-wrap gap-2">
            {TIME_SLOTS.map((slot) => (
              <label key={slot} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3">
                <input type="checkbox" value={slot} {...register('timeSlots')} className="size-4 accent-brand-700" />
                {t(`slots.${slot}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div>
        <label htmlFor="contact-message" className="mb-1 block font-medium">
          {t('message')}{' '}
          <span aria-hidden="true" className="text-[#b3171d]">
            *
          </span>
        </label>
        <textarea
          id="contact-message"
          rows={5}
          required
          {...register('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className={`${fieldClass} py-2`}
        />
        {errors.message && (
          <p id="contact-message-error" className={errorClass}>
            {message(errors.message.message)}
          </p>
        )}
      </div>

      {/* Honeypot: invisible to people and to assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            {...register('privacy')}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? 'contact-privacy-error' : undefined}
            className="mt-1 size-5 accent-brand-700"
          />
          <span>
            {t.rich('privacy', {
              link: (chunks) => (
                <Link href="/privacy-statement" className="font-medium text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}{' '}
            <span aria-hidden="true" className="text-[#b3171d]">
              *
            </span>
          </span>
        </label>
        {errors.privacy && (
          <p id="contact-privacy-error" className={errorClass}>
            {message(errors.privacy.message)}
          </p>
        )}
      </div>

      <CaptchaCheck
        onSolved={(payload) => setValue('captcha', payload, { shouldValidate: true })}
        error={message(errors.captcha?.message)}
      />

      <button
        type="submit"
        disabled={isSubmitting}
        className="min-h-12 self-start rounded-md bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}
