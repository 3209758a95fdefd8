'use client';

import type { Challenge } from 'altcha-lib';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

type State = 'idle' | 'solving' | 'done' | 'failed';

/**
 * "I am not a robot": ticking it makes the browser solve the server's proof-of-work challenge
 * (no cookie, no third party); the solution goes into the form as one opaque field.
 */
export function CaptchaCheck({ onSolved, error }: { onSolved: (payload: string) => void; error?: string | null }) {
  const t = useTranslations('Captcha');
  const id = useId();
  const [state, setState] = useState<State>('idle');
  // Disabled until this code runs: pages paint before their scripts (docs/caching.md), and a box
  // ticked then would stay ticked without a proof until React unticks it. A press on "send"
  // meanwhile is kept with the page's own proof (docs/forms.md, an early press).
  const hydrated = useHydrated();

  async function solve() {
    setState('solving');
    try {
      // The solver loads only when a visitor ticks the box, not with every page that has a form.
      const [response, { solveChallenge }, { deriveKey }] = await Promise.all([
        fetch('/api/captcha/', { cache: 'no-store' }),
        import('altcha-lib'),
        import('altcha-lib/algorithms/web/sha'),
      ]);
      const challenge = (await response.json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('unsolved');
      onSolved(btoa(JSON.stringify({ challenge, solution })));
      setState('done');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="captcha-box">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={state === 'done'}
          disabled={!hydrated || state === 'solving' || state === 'done'}
          onChange={() => void solve()}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        {t('label')}
      </label>
      <p id={`${id}-status`} role="status">
        {state === 'solving' && t('verifying')}
        {state === 'done' && t('verified')}
        {state === 'failed' && t('failed')}
        {state === 'idle' && error}
      </p>
    </div>
  );
}
