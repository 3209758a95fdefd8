'use client';

import { useLocale } from 'next-intl';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewsletterFormView } from '@/components/forms/newsletter-form-view';
import { useFormPost } from '@/components/forms/use-form-post';
import type { Newsletter, NewsletterInput } from '@/lib/forms/newsletter';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** The light stand-in this form replaces (newsletter-sign-up.tsx): what the visitor did in it. */
export type StandIn = {
  /** The field with the focus, while the stand-in is still on the page. */
  focusedField: () => string | null;
  /** What is filled in, read from the stand-in's element even once it has left the page. */
  values: () => { email: string; privacy: boolean };
};

/** The footer's newsletter sign-up: an address, the privacy line and the captcha. */
export function NewsletterForm({ standIn }: { standIn: StandIn }) {
  const locale = useLocale() as Newsletter['locale'];
  // Rendered while the stand-in still holds the focus.
  const [focusedField] = useState(standIn.focusedField);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, Newsletter>({
    resolver: lazyZodResolver(() => import('@/lib/forms/newsletter').then((forms) => forms.newsletterSchema)),
    defaultValues: { locale, website: '', captcha: '' },
  });
  const { alert, post } = useFormPost('/api/forms/newsletter/', setError);
  // In the commit that swaps the stand-in for this form, before any keystroke can come between:
  // what was typed until the last moment is kept, and the focus stays where it was.
  useLayoutEffect(() => {
    const { email, privacy } = standIn.values();
    setValue('email', email);
    if (privacy) setValue('privacy', true);
    if (focusedField) document.getElementById(focusedField)?.focus();
  }, [standIn, focusedField, setValue]);

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
