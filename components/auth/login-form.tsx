'use client';

import { signIn } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { TextField, useFieldErrors } from '@/components/forms/field-kit';
import type { AccountKind } from '@/lib/auth/account';
import { signInFailure, type SignInFailure } from '@/lib/auth/sign-in-failure';
import { signedInPath } from '@/lib/auth/sign-in-pages';
import { EARLY_SUBMIT_ATTRIBUTE, takeEarlyPress } from '@/lib/forms/early-submit-script';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { BACK_OFFICE_PATH } from '@/lib/staff/paths';

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

/**
 * The sign-in of the owners' portal, or of the back-office for `kind="staff"`: the same form,
 * the same checks (lib/auth/options.ts), each leading to its own place. Without script the browser
 * posts it to next-auth's credentials callback itself, with the CSRF token its page rendered
 * (lib/auth/sign-in-csrf.ts); a refusal comes back as the page's `failure` (docs/forms.md, owner
 * sign-in).
 */
export function LoginForm({
  kind = 'owner',
  csrfToken,
  failure: refused = null,
  email = null,
}: {
  kind?: AccountKind;
  csrfToken: string | null;
  failure?: SignInFailure | null;
  /** The address of a sign-in sent without script and refused (lib/auth/sign-in-email-cookie.ts). */
  email?: string | null;
}) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useFieldErrors();
  const element = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<SignInFailure | null>(refused);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  // A press made before this code ran, kept by the page's early script (lib/forms/early-submit-script.ts):
  // sent now, through the code.
  useEffect(() => {
    const form = element.current;
    if (!form || !takeEarlyPress(form)) return;
    form.removeAttribute('aria-busy');
    form.requestSubmit();
  }, []);

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
    setFailure(signInFailure(result?.error) ?? { kind: 'unavailable' });
  }

  return (
    // POST: a press on the button before the page has hydrated must not put the password in the URL.
    // `aria-busy` may be set by the early script before hydration, hence no warning on it.
    <form
      ref={element}
      method="post"
      action={`/api/auth/callback/${kind === 'staff' ? 'staff' : 'credentials'}/`}
      {...{ [EARLY_SUBMIT_ATTRIBUTE]: '' }}
      aria-busy={pending || undefined}
      suppressHydrationWarning
      onSubmit={onSubmit}
      noValidate
      className="group/form flex max-w-md flex-col gap-5"
      aria-describedby={failure ? 'login-error' : undefined}
    >
      {csrfToken && <input type="hidden" name="csrfToken" value={csrfToken} />}
      <input type="hidden" name="callbackUrl" value={signedInPath(kind, locale)} />
      <input type="hidden" name="locale" value={locale} />
      <div role="alert" id="login-error" className={failure ? ALERT_CLASS : 'sr-only'}>
        {failure?.kind === 'invalid' && t('invalid')}
        {failure?.kind === 'locked' && t('locked', { minutes: failure.minutes })}
        {failure?.kind === 'expired' && t('expired')}
        {failure?.kind === 'unavailable' && t('unavailable')}
      </div>
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email ?? undefined}
        required
        label={t('email')}
        error={errorText(fieldErrors.email)}
      />
      <TextField
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
        <span className="send-idle">{t('submit')}</span>
        <span className="send-busy">{t('submitting')}</span>
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
