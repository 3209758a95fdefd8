'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewsletterFormView } from '@/components/forms/newsletter-form-view';
import { useFormPost } from '@/components/forms/use-form-post';
import type { Newsletter, NewsletterInput } from '@/lib/forms/newsletter';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** What the visitor did in the stand-in before this form took over: kept, not lost. */
export type NewsletterStart = { email: string; privacy: boolean; focusId: string | null };

/** The footer's newsletter sign-up: an address, the privacy line and the captcha. */
export function NewsletterForm({ takeOver }: { takeOver: () => NewsletterStart }) {
  const locale = useLocale() as Newsletter['locale'];
  // Read once, while the stand-in is still on the page (this render replaces it).
  const [start] = useState(takeOver);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, Newsletter>({
    resolver: lazyZodResolver(() => import('@/lib/forms/newsletter').then((forms) => forms.newsletterSchema)),
    defaultValues: { locale, website: '', captcha: '', email: start.email, privacy: start.privacy || undefined },
  });
  const { alert, post } = useFormPost('/api/forms/newsletter/', setError);
  useEffect(() => {
    if (start.focusId) document.getElementById(start.focusId)?.focus();
  }, [start.focusId]);

  return (
    <NewsletterFormView
      register={register}
      setValue={setValue}
      errors={errors}
      submitting={isSubmitting}
      alert={alert}
      onSubmit={handleSubmit(post)}
    />
  );
}
