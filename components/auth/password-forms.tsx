'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALERT_CLASS, STATUS_CLASS } from '@/components/forms/field-classes';
import { TextField } from '@/components/forms/field-kit';
import { Link } from '@/lib/i18n/navigation';
import type { AccountKind } from '@/lib/auth/account';
import type { ForgotNotice, ResetNotice } from '@/lib/auth/password-pages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { EARLY_SUBMIT_ATTRIBUTE, takeEarlyPress } from '@/lib/forms/early-submit-script';
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

/**
 * What each form spreads on its <form>: without script the browser posts it to its route itself,
 * url-encoded, and comes back to the page with a notice (docs/forms.md, owner sign-in); a press
 * made before the form's code ran, kept by the page's early script, is sent by the code once it
 * runs (lib/forms/early-submit-script.ts). `aria-busy` may be set by that script before
 * hydration, hence no warning on it.
 */
function usePasswordFormElement(action: string, busy: boolean) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form || !takeEarlyPress(form)) return;
    form.removeAttribute('aria-busy');
    form.requestSubmit();
  }, []);
  return {
    ref,
    method: 'post',
    action,
    [EARLY_SUBMIT_ATTRIBUTE]: '',
    'aria-busy': busy || undefined,
    suppressHydrationWarning: true,
    noValidate: true,
    className: 'group/form flex max-w-md flex-col gap-5',
  };
}

/** The send button, which says so while the form is sending (`aria-busy` on the form). */
function SendButton({ label, pending }: { label: string; pending: boolean }) {
  const t = useTranslations('PasswordForms');
  return (
    <button
      type="submit"
      disabled={pending}
      className="min-h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      <span className="send-idle">{label}</span>
      <span className="send-busy">{t('sending')}</span>
    </button>
  );
}

/**
 * "Forgot your password?" of the owners' portal, or of the back-office for `kind="staff"`;
 * `notice`: what the route said of the form the browser sent itself.
 */
export function ForgotPasswordForm({
  kind = 'owner',
  notice = null,
}: {
  kind?: AccountKind;
  notice?: ForgotNotice | null;
}) {
  const t = useTranslations('PasswordForms');
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>(notice === 'emailInvalid' ? { email: notice } : {});
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'failed'>(
    notice === 'sent' || notice === 'failed' ? notice : 'idle',
  );
  const element = usePasswordFormElement('/api/password/forgot/', state === 'pending');

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
    <form {...element} onSubmit={onSubmit}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={kind} />
      <p role="alert" className={state === 'failed' ? ALERT_CLASS : 'sr-only'}>
        {state === 'failed' && t('failed')}
      </p>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('email')}
        error={errors.email && t(errors.email)}
      />
      <SendButton label={t('sendLink')} pending={state === 'pending'} />
    </form>
  );
}

/** The errors a reset form starts with, from what the route said of the form the browser sent itself. */
function resetErrorsOf(notice: ResetNotice | null): FieldErrors {
  if (notice === 'passwordTooShort' || notice === 'passwordTooLong') return { password: notice };
  if (notice === 'passwordMismatch') return { confirmation: notice };
  return notice === 'failed' ? { form: notice } : {};
}

/** "Your password has been changed", with the way to the account's own sign-in. */
export function PasswordSetNotice({ kind }: { kind: AccountKind }) {
  const t = useTranslations('PasswordForms');
  return (
    <div role="status" className={STATUS_CLASS}>
      <p>{t('done')}</p>
      {kind === 'staff' ? (
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

/**
 * The new password of a link's account; `kind`: whose, as the link says; `notice`: what the route
 * said of the form the browser sent itself, refused for its password.
 */
export function ResetPasswordForm({
  token,
  kind = 'owner',
  notice = null,
}: {
  token: string;
  kind?: AccountKind;
  notice?: ResetNotice | null;
}) {
  const t = useTranslations('PasswordForms');
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>(() => resetErrorsOf(notice));
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const [account, setAccount] = useState<AccountKind>(kind);
  const element = usePasswordFormElement('/api/password/reset/', state === 'pending');

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

  if (state === 'done') return <PasswordSetNotice kind={account} />;
  const formError: ErrorKey | null = errors.form ?? errors.token ?? (state === 'failed' ? 'failed' : null);
  return (
    <form {...element} onSubmit={onSubmit}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={kind} />
      <p role="alert" className={formError ? ALERT_CLASS : 'sr-only'}>
        {formError && t(formError)}
      </p>
      <TextField
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={t('newPassword')}
        hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password && t(errors.password, { min: MIN_PASSWORD_LENGTH })}
      />
      <TextField
        id="reset-confirmation"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        label={t('confirmation')}
        error={errors.confirmation && t(errors.confirmation)}
      />
      <SendButton label={t('save')} pending={state === 'pending'} />
    </form>
  );
}
