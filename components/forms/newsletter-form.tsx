'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormAlert, FormFooter, useFieldErrors } from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import { useFormPost } from '@/components/forms/use-form-post';
import { newsletterSchema, type Newsletter, type NewsletterInput } from '@/lib/forms/newsletter';

/** The footer's newsletter sign-up: an address, the privacy line and the captcha. */
export function NewsletterForm() {
  const t = useTranslations('NewsletterForm');
  const form = useTranslations('Form');
  const message = useFieldErrors();
  const locale = useLocale() as Newsletter['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, Newsletter>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { locale, website: '', captcha: '' },
  });
  const { alert, post } = useFormPost('/api/forms/newsletter/', setError);

  return (
    <form
      onSubmit={handleSubmit(post)}
      noValidate
      aria-labelledby="newsletter-title"
      className="grid gap-4 rounded-lg bg-white p-5 text-ink sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8"
    >
      <div>
        <h2 id="newsletter-title" className="text-xl font-semibold text-brand-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-muted">{t('lead')}</p>
      </div>
      <div className="flex flex-col gap-4">
        <FormAlert alert={alert} />
        <TextField
          id="newsletter-email"
          type="email"
          label={form('email')}
          required
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <FormFooter
          idPrefix="newsletter"
          register={register}
          setValue={setValue}
          errors={errors}
          submitting={isSubmitting}
          submitLabel={t('submit')}
        />
      </div>
    </form>
  );
}
