'use client';

import { useTranslations } from 'next-intl';
import { BoundTextField, FieldBindingProvider } from '@/components/forms/bound-fields';
import { FormAlert, FormFooter } from '@/components/forms/form-parts';
import { useVisitorForm } from '@/components/forms/visitor-form';
import type { Newsletter, NewsletterInput } from '@/lib/forms/newsletter';

/** The footer's newsletter sign-up: an address, the privacy line and the captcha. */
export function NewsletterSignUp() {
  const t = useTranslations('NewsletterForm');
  const form = useTranslations('Form');
  const signUp = useVisitorForm<NewsletterInput, Newsletter>({
    name: 'newsletter',
    idPrefix: 'newsletter',
    schema: () => import('@/lib/forms/newsletter').then((forms) => forms.newsletterSchema),
  });
  return (
    <FieldBindingProvider value={signUp.binding}>
      <form {...signUp.element} aria-labelledby="newsletter-title" className="group/form newsletter-form">
        <div>
          <h2 id="newsletter-title" className="text-xl font-semibold text-brand-900">
            {t('title')}
          </h2>
          <p className="mt-1 text-muted">{t('lead')}</p>
        </div>
        <div className="flex flex-col gap-4">
          <FormAlert alert={signUp.alert} />
          <BoundTextField name="email" type="email" label={form('email')} required autoComplete="email" />
          <FormFooter submitLabel={t('submit')} />
        </div>
      </form>
      {signUp.state}
    </FieldBindingProvider>
  );
}
