'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ALERT_CLASS, STATUS_CLASS } from '@/components/forms/field-classes';
import { InputField } from '@/components/forms/field-kit';
import { Link } from '@/lib/i18n/navigation';
import type { AccountKind } from '@/lib/auth/account';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { STAFF_SIGN_IN_PATH } from '@/lib/staff/paths';

// The schemas (and zod) load when a form is sent, not with the page.
const schemas = () => import('@/lib/auth/password-forms');

// The schemas' messages are keys of the PasswordForms namespace (lib/auth/password-forms.ts).
type ErrorKey =
  'emailInvalid' | 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch' | 'tokenInvalid' | 'failed';
type FieldErrors = Partial<Record<string, ErrorKey>>;

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message as ErrorKey]));
}

async function post(url: string, body: unknown): Promise<Response | null> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null);
}

/** "Forgot your password?" of the owners' portal, or of the back-office for `kind="staff"`. */
export function ForgotPasswordForm({ kind = 'owner' }: { kind?: AccountKind }) {
  const t = useTranslations('PasswordForms');
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'failed'>('idle');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    const { forgotPasswordSchema } = await schemas();
    const parsed = forgotPasswordSchema.safeParse({ email, locale, kind });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    setState('pending');
    const response = await post('/api/password/forgot', parsed.data);
    setState(response?.ok ? 'sent' : 'failed');
  }

  if (state === 'sent') {
    return (
      <p role="status" className={STATUS_CLASS}>
        {t(kind === 'staff' ? 'sentStaff' : 'sent')}
      </p>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <p role="alert" className={state === 'failed' ? ALERT_CLASS : 'sr-only'}>
        {state === 'failed' && t('failed')}
      </p>
      <InputField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('email')}
        error={errors.email && t(errors.email)}
      />
      <button
        type="submit"
        disabled={state === 'pending'}
        className="min-h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {t('sendLink')}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('PasswordForms');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const [account, setAccount] = useState<AccountKind>('owner');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { resetPasswordSchema } = await schemas();
    const parsed = resetPasswordSchema.safeParse({
      token,
      password: form.get('password'),
      confirmation: form.get('confirmation'),
    });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    setState('pending');
    const response = await post('/api/password/reset', parsed.data);
    if (response?.ok) {
      const { kind } = (await response.json().catch(() => ({}))) as { kind?: unknown };
      setAccount(kind === 'staff' ? 'staff' : 'owner');
      return setState('done');
    }
    setState('failed');
    if (response?.status === 410) setErrors({ form: 'tokenInvalid' });
  }

  if (state === 'done') {
    return (
      <div role="status" className={STATUS_CLASS}>
        <p>{t('done')}</p>
        {account === 'staff' ? (
          // The back-office has no language in its path (docs/back-office.md).
          <a href={STAFF_SIGN_IN_PATH} className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t('toLogin')}
          </a>
        ) : (
          <Link href="/login" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t('toLogin')}
          </Link>
        )}
      </div>
    );
  }
  const formError: ErrorKey | null = errors.form ?? errors.token ?? (state === 'failed' ? 'failed' : null);
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <p role="alert" className={formError ? ALERT_CLASS : 'sr-only'}>
        {formError && t(formError)}
      </p>
      <InputField
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={t('newPassword')}
        hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password && t(errors.password, { min: MIN_PASSWORD_LENGTH })}
      />
      <InputField
        id="reset-confirmation"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        label={t('confirmation')}
        error={errors.confirmation && t(errors.confirmation)}
      />
      <button
        type="submit"
        disabled={state === 'pending'}
        className="min-h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {t('save')}
      </button>
    </form>
  );
}
