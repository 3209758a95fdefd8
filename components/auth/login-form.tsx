'use client';

import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { InputField, useFieldErrors } from '@/components/forms/field-kit';
import type { AccountKind } from '@/lib/auth/account';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { BACK_OFFICE_PATH } from '@/lib/staff/paths';

type Failure = { kind: 'invalid' } | { kind: 'locked'; minutes: number } | { kind: 'unavailable' };
type FieldErrors = { email?: 'required' | 'emailInvalid'; password?: 'required' };

/** What is missing or malformed before the credentials are worth sending, field by field. */
function fieldErrorsOf(form: HTMLFormElement): FieldErrors {
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const password = form.elements.namedItem('password') as HTMLInputElement;
  const errors: FieldErrors = {};
  if (email.value.trim() === '') errors.email = 'required';
  // The browser's own reading of type="email" (the form is noValidate, so it shows our message).
  else if (email.validity.typeMismatch) errors.email = 'emailInvalid';
  if (password.value === '') errors.password = 'required';
  return errors;
}

function failureFrom(error: string | null | undefined): Failure {
  const locked = /^locked:(\d+)$/.exec(error ?? '');
  if (locked) return { kind: 'locked', minutes: Number(locked[1]) };
  return error === 'invalid' || error === 'CredentialsSignin' ? { kind: 'invalid' } : { kind: 'unavailable' };
}

/**
 * The sign-in of the owners' portal, or of the back-office for `kind="staff"`: the same form,
 * the same checks (lib/auth/options.ts), each leading to its own place.
 */
export function LoginForm({ kind = 'owner' }: { kind?: AccountKind }) {
  const t = useTranslations('Login');
  const router = useRouter();
  const errorText = useFieldErrors();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = fieldErrorsOf(event.currentTarget);
    setFieldErrors(errors);
    const firstInvalid = (['email', 'password'] as const).find((name) => errors[name]);
    if (firstInvalid) {
      setFailure(null);
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLInputElement).focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    const result = await signIn(kind === 'staff' ? 'staff' : 'credentials', {
      redirect: false,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    }).catch(() => undefined);
    setPending(false);
    if (result?.ok && !result.error) {
      // The back-office is another root layout: a full navigation, not a client transition.
      if (kind === 'staff') return window.location.assign(BACK_OFFICE_PATH);
      router.replace('/owner');
      router.refresh();
      return;
    }
    setFailure(failureFrom(result?.error));
  }

  return (
    // POST: a press on the button before the page has hydrated must not put the password in the URL.
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-md flex-col gap-5"
      aria-describedby={failure ? 'login-error' : undefined}
    >
      <div role="alert" id="login-error" className={failure ? ALERT_CLASS : 'sr-only'}>
        {failure?.kind === 'invalid' && t('invalid')}
        {failure?.kind === 'locked' && t('locked', { minutes: failure.minutes })}
        {failure?.kind === 'unavailable' && t('unavailable')}
      </div>
      <InputField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        label={t('email')}
        error={errorText(fieldErrors.email)}
      />
      <InputField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('password')}
        error={errorText(fieldErrors.password)}
      />
      <button
        type="submit"
        disabled={pending}
        className="min-h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {pending ? t('submitting') : t('submit')}
      </button>
      <Link
        href={{ pathname: '/login/forgot', query: kind === 'staff' ? { account: 'staff' } : {} }}
        className="text-link"
      >
        {t('forgot')}
      </Link>
    </form>
  );
}
