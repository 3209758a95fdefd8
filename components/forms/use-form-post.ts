'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isFormAlertKey, type FormAlertKey } from '@/lib/i18n/form-error-keys';

/**
 * Posts a form's values as JSON to its route handler and goes to the thank-you page it names,
 * after `onSent` (what the thank-you page may show of what was sent, kept in the browser); with
 * `inPlace`, stays on the page and says `sent` instead. Field issues found by the server land on
 * their fields exactly like the browser's own checks.
 */
export function useFormPost<Values extends FieldValues>(
  url: string,
  setError: UseFormSetError<Values>,
  onSent?: (values: object) => void,
  inPlace = false,
) {
  const [alert, setAlert] = useState<FormAlertKey | null>(null);
  const [sent, setSent] = useState(false);

  async function post(values: object): Promise<void> {
    setAlert(null);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, sourcePage: window.location.pathname }),
    }).catch(() => null);
    if (response?.ok) {
      onSent?.(values);
      if (inPlace) setSent(true);
      else window.location.assign(((await response.json()) as { redirect: string }).redirect);
      return;
    }
    if (response?.status === 422) {
      const body = (await response.json()) as { issues?: { path: string[]; message: string }[] };
      for (const issue of body.issues ?? []) {
        // An expired proof (`captchaInvalid`, `sendAgain`) is the whole form's, not a field's.
        if (isFormAlertKey(issue.message)) setAlert(issue.message);
        else setError(issue.path.join('.') as Path<Values>, { message: issue.message });
      }
      return;
    }
    if (response?.status === 429) setAlert('rateLimited');
    else if (response?.status === 413) setAlert('tooLarge');
    else setAlert('notSent');
  }

  return { alert, post, sent };
}
