'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormAlertKey } from '@/lib/forms/error-keys';

/**
 * Posts a form's values as JSON to its route handler and goes to the thank-you page it names,
 * after `onSent` (what the thank-you page may show of what was sent, kept in the browser). Field
 * issues found by the server land on their fields exactly like the browser's own checks.
 */
export function useFormPost<Values extends FieldValues>(
  url: string,
  setError: UseFormSetError<Values>,
  onSent?: (values: object) => void,
) {
  const [alert, setAlert] = useState<FormAlertKey | null>(null);

  async function post(values: object): Promise<void> {
    setAlert(null);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, sourcePage: window.location.pathname }),
    }).catch(() => null);
    if (response?.ok) {
      onSent?.(values);
      window.location.assign(((await response.json()) as { redirect: string }).redirect);
      return;
    }
    if (response?.status === 422) {
      const body = (await response.json()) as { issues?: { path: string[]; message: string }[] };
      for (const issue of body.issues ?? []) {
        if (issue.message === 'captchaInvalid') setAlert('captchaInvalid');
        else setError(issue.path.join('.') as Path<Values>, { message: issue.message });
      }
      return;
    }
    if (response?.status === 429) setAlert('rateLimited');
    else if (response?.status === 413) setAlert('tooLarge');
    else setAlert('notSent');
  }

  return { alert, post };
}
