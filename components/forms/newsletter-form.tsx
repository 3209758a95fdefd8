'use client';

import { useLayoutEffect, useState } from 'react';
import { NewsletterFormView } from '@/components/forms/newsletter-form-view';
import { useVisitorForm } from '@/components/forms/visitor-form';
import type { Newsletter, NewsletterInput } from '@/lib/forms/newsletter';

/** The light stand-in this form replaces (newsletter-sign-up.tsx): what the visitor did in it. */
export type StandIn = {
  /** The field with the focus, while the stand-in is still on the page. */
  focusedField: () => string | null;
  /** What is filled in, read from the stand-in's element even once it has left the page. */
  values: () => { email: string; privacy: boolean };
};

/** The footer's newsletter sign-up: an address, the privacy line and the captcha. */
export function NewsletterForm({ standIn }: { standIn: StandIn }) {
  // Rendered while the stand-in still holds the focus.
  const [focusedField] = useState(standIn.focusedField);
  const form = useVisitorForm<NewsletterInput, Newsletter>({
    name: 'newsletter',
    idPrefix: 'newsletter',
    schema: () => import('@/lib/forms/newsletter').then((forms) => forms.newsletterSchema),
  });
  const { setValue } = form;
  // In the commit that swaps the stand-in for this form, before any keystroke can come between:
  // what was typed until the last moment is kept, and the focus stays where it was.
  useLayoutEffect(() => {
    const { email, privacy } = standIn.values();
    setValue('email', email);
    if (privacy) setValue('privacy', true);
    if (focusedField) document.getElementById(focusedField)?.focus();
  }, [standIn, focusedField, setValue]);

  return <NewsletterFormView binding={form.binding} alert={form.alert} onSubmit={form.handleSubmit(form.post)} />;
}
