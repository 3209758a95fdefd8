'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CaptchaCheck } from '@/components/forms/captcha-check';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { Acknowledgement, useFieldBinding } from '@/components/forms/bound-fields';
import { useFieldErrors } from '@/components/forms/field-kit';
import type { FormAlertKey } from '@/lib/i18n/form-error-keys';
import { useFormPageState } from '@/components/forms/form-page-state';
import { useSourcePage } from '@/components/forms/use-source-page';
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
    <div aria-hidden="true" className="form-honeypot">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </div>
  );
}

/**
 * The envelope's values a form's script adds to what it sends, written in the page for the
 * browser's own post (docs/forms.md, a form sent without script): the language, the page, and the
 * page's time token as the proof, where the script sends the proof of work it solved.
 */
function EnvelopeFields() {
  const locale = useLocale();
  const sourcePage = useSourcePage();
  const { timeToken } = useFormPageState();
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      {timeToken && <input type="hidden" name="captcha" value={timeToken} />}
    </>
  );
}

/**
 * Privacy acceptance, honeypot, captcha and the send button: the end of every public form, on the
 * envelope's fields (lib/forms/fields.ts formEnvelope) that every form schema extends. The captcha
 * needs script: a browser without it is not offered the box, and sends the page's time token.
 * The send button says "sending" while the form is busy (`aria-busy` on the form, which the page's
 * early script sets too before the form's code runs: lib/forms/early-submit-script.ts).
 */
export function FormFooter({ submitLabel }: { submitLabel?: string }) {
  const { setValue, errorAt, submitting } = useFieldBinding();
  const message = useFieldErrors();
  const t = useTranslations('Form');
  return (
    <>
      <EnvelopeFields />
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
      <div className="no-script:hidden">
        <CaptchaCheck onSolved={(payload) => setValue('captcha', payload)} error={message(errorAt('captcha'))} />
      </div>
      <button type="submit" disabled={submitting} className="form-send">
        {submitting ? (
          t('sending')
        ) : (
          <>
            <span className="send-idle">{submitLabel ?? t('send')}</span>
            <span className="send-busy">{t('sending')}</span>
          </>
        )}
      </button>
    </>
  );
}
