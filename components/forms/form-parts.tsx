'use client';

import { useTranslations } from 'next-intl';
import { CaptchaCheck } from '@/components/forms/captcha-check';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { Acknowledgement, useFieldBinding, useFieldErrors } from '@/components/forms/field-kit';
import type { FormAlertKey } from '@/lib/forms/error-keys';
import { Link } from '@/lib/i18n/navigation';

// What every public form has besides its fields: the note on required fields, the form-level
// alert, and the footer (privacy, honeypot, captcha, send), bound to the form's FieldBinding.

/** The form-level message (rate limit, not sent, expired captcha), read out when it appears. */
export function FormAlert({ alert }: { alert: FormAlertKey | null }) {
  const t = useTranslations('Form');
  return (
    <p role="alert" className={alert ? ALERT_CLASS : 'sr-only'}>
      {alert && t(`errors.${alert}`)}
    </p>
  );
}

export function RequiredNote() {
  const t = useTranslations('Form');
  return <p className="text-sm text-muted">{t('requiredNote')}</p>;
}

/** Invisible to people and to assistive technology; bots fill it in (formEnvelope.website). */
function Honeypot() {
  const { idPrefix, register } = useFieldBinding();
  const id = `${idPrefix}-website`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </div>
  );
}

/**
 * Privacy acceptance, honeypot, captcha and the send button: the end of every public form, on the
 * envelope's fields (lib/forms/fields.ts formEnvelope) that every form schema extends.
 */
export function FormFooter({ submitLabel }: { submitLabel?: string }) {
  const { setValue, errorAt, submitting } = useFieldBinding();
  const message = useFieldErrors();
  const t = useTranslations('Form');
  return (
    <>
      <Honeypot />
      <Acknowledgement name="privacy">
        {t.rich('privacy', {
          link: (chunks) => (
            <Link href="/privacy-statement" className="font-medium text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </Acknowledgement>
      <CaptchaCheck onSolved={(payload) => setValue('captcha', payload)} error={message(errorAt('captcha'))} />
      <button
        type="submit"
        disabled={submitting}
        className="min-h-12 self-start rounded-md bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {submitting ? t('sending') : (submitLabel ?? t('send'))}
      </button>
    </>
  );
}
