'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type {
  FieldErrors,
  FieldValues,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
} from 'react-hook-form';
import { CaptchaCheck } from '@/components/forms/captcha-check';
import type { FormAlertError } from '@/components/forms/use-form-post';
import { FORM_ERROR_KEYS, type FormErrorKey } from '@/lib/forms/error-keys';
import type { FormEnvelope } from '@/lib/forms/fields';
import { Link } from '@/lib/i18n/navigation';

// The pieces every visitor form is built from, so that all forms look, read and announce their
// errors alike. Field errors are keys of Form.errors (lib/forms/fields.ts).

export const FIELD_CLASS =
  'min-h-12 w-full rounded-md border border-muted/60 bg-white px-3 text-ink aria-invalid:border-[#b3171d]';
const ERROR_CLASS = 'mt-1 text-sm font-medium text-[#b3171d]';

const ERROR_KEYS = new Set<string>(FORM_ERROR_KEYS);

/**
 * Turns an error key from zod or the server into the visitor's language; a message that is no key
 * (zod's own English for a value of the wrong type) reads as the generic `invalid`.
 */
export function useFieldErrors() {
  const t = useTranslations('Form');
  return (key: string | undefined): string | null =>
    key ? t(`errors.${ERROR_KEYS.has(key) ? (key as FormErrorKey) : 'invalid'}`) : null;
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-[#b3171d]">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={ERROR_CLASS}>
      {error}
    </p>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

type Labelled = { id: string; label: string; error?: string | null; hint?: string; required?: boolean };

function Label({ id, label, required, hint }: Omit<Labelled, 'error'>) {
  return (
    <>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  placeholder,
  options,
  className,
  ...select
}: Labelled &
  SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string; options: { value: string; label: string }[] }) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} hint={hint} />
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={FIELD_CLASS}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} hint={hint} />
      <textarea
        id={id}
        rows={5}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${FIELD_CLASS} py-2`}
        {...textarea}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Radio buttons or check boxes under one legend; the error is tied to the group. */
export function ChoiceGroup({
  id,
  legend,
  type,
  options,
  registration,
  error,
  required,
  columns = 'sm:grid-cols-2',
}: {
  id: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: ReactNode }[];
  registration: UseFormRegisterReturn;
  error?: string | null;
  required?: boolean;
  columns?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3">
            <input type={type} value={option.value} {...registration} className="size-4 shrink-0 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** The form-level message (rate limit, not sent, expired captcha), read out when it appears. */
export function FormAlert({ alert }: { alert: FormAlertError | null }) {
  const t = useTranslations('Form');
  return (
    <p
      role="alert"
      className={alert ? 'rounded-md border border-[#b3171d] bg-[#fdf1f1] p-4 font-medium text-[#8a1116]' : 'sr-only'}
    >
      {alert && t(`errors.${alert}`)}
    </p>
  );
}

export function RequiredNote() {
  const t = useTranslations('Form');
  return <p className="text-sm text-muted">{t('requiredNote')}</p>;
}

/** Invisible to people and to assistive technology; bots fill it in (formEnvelope.website). */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

export function PrivacyConsent({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | null;
}) {
  const t = useTranslations('Form');
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span>
          {t.rich('privacy', {
            link: (chunks) => (
              <Link href="/privacy-statement" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
          <RequiredMark />
        </span>
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * Privacy acceptance, honeypot, captcha and the send button: the end of every public form,
 * registered on the form's own `register`, `setValue` and `errors`.
 */
export function FormFooter<Values extends FieldValues>({
  idPrefix,
  register,
  setValue,
  errors,
  submitting,
  submitLabel,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  errors: FieldErrors<Values>;
  submitting: boolean;
  submitLabel?: string;
}) {
  // Every form schema extends the envelope (lib/forms/fields.ts), so these narrowings are safe.
  const field = register as unknown as UseFormRegister<FormEnvelope>;
  const setField = setValue as unknown as UseFormSetValue<FormEnvelope>;
  const error = errors as FieldErrors<FormEnvelope>;
  const message = useFieldErrors();
  const t = useTranslations('Form');
  return (
    <>
      <Honeypot id={`${idPrefix}-website`} registration={field('website')} />
      <PrivacyConsent
        id={`${idPrefix}-privacy`}
        registration={field('privacy')}
        error={message(error.privacy?.message)}
      />
      <CaptchaCheck
        onSolved={(payload) => setField('captcha', payload, { shouldValidate: true })}
        error={message(error.captcha?.message)}
      />
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
