'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, Ref } from 'react';
import { FieldBindingProvider, TextField, type FieldBinding } from '@/components/forms/field-kit';
import { FormAlert, FormFooter } from '@/components/forms/form-parts';
import type { FormAlertError } from '@/components/forms/use-form-post';

export type NewsletterFormViewProps = {
  binding: FieldBinding;
  alert: FormAlertError | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  /** Called on the first sign of use (a pointer over the form, a focus in it). */
  onFirstUse?: () => void;
};

/**
 * The newsletter form's markup: the same for the light stand-in every page gets and for the form
 * that takes over once a visitor turns to it (newsletter-sign-up.tsx), so nothing moves.
 */
export function NewsletterFormView({ binding, alert, onSubmit, formRef, onFirstUse }: NewsletterFormViewProps) {
  const t = useTranslations('NewsletterForm');
  const form = useTranslations('Form');
  return (
    <FieldBindingProvider value={binding}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onPointerEnter={onFirstUse}
        onFocus={onFirstUse}
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
          <TextField name="email" type="email" label={form('email')} required autoComplete="email" />
          <FormFooter submitLabel={t('submit')} />
        </div>
      </form>
    </FieldBindingProvider>
  );
}
