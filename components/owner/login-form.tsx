'use client';

import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ALERT_CLASS, InputField } from '@/components/forms/field-kit';
import { Link, useRouter } from '@/lib/i18n/navigation';

type Failure = { kind: 'invalid' } | { kind: 'locked'; minutes: number } | { kind: 'unavailable' };

function failureFrom(error: string | null | undefined): Failure {
  const locked = /^locked:(\d+)$/.exec(error ?? '');
  if (locked) return { kind: 'locked', minutes: Number(locked[1]) };
  return error === 'invalid' || error === 'CredentialsSignin' ? { kind: 'invalid' } : { kind: 'unavailable' };
}

export function LoginForm() {
  const t = useTranslations('Login');
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    const result = await signIn('credentials', {
      redirect: false,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    }).catch(() => undefined);
    setPending(false);
    if (result?.ok && !result.error) {
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
      <InputField id="login-email" name="email" type="email" autoComplete="username" required label={t('email')} />
      <InputField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('password')}
      />
      <button
        type="submit"
        disabled={pending}
        className="min-h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {pending ? t('submitting') : t('submit')}
      </button>
      <Link href="/login/forgot" className="font-semibold text-brand-700 underline underline-offset-4">
        {t('forgot')}
      </Link>
    </form>
  );
}
