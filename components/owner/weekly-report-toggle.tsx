'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Opt-in to the weekly e-mail with the same figures (docs/domain-rules.md, owner statistics). */
export function WeeklyReportToggle({ initial }: { initial: boolean }) {
  const t = useTranslations('OwnerPortal');
  const [enabled, setEnabled] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  async function change(next: boolean) {
    setEnabled(next);
    const response = await fetch('/api/owner/preferences/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ weeklyReport: next }),
    }).catch(() => null);
    if (response?.ok) setStatus('saved');
    else {
      setEnabled(!next);
      setStatus('failed');
    }
  }

  return (
    <div className="rounded-lg border border-line bg-sand-50 p-4">
      <label className="flex cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => void change(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        {t('weeklyReport')}
      </label>
      <p role="status" className="mt-1 text-sm text-muted">
        {status === 'saved' && (enabled ? t('weeklyReportOn') : t('weeklyReportOff'))}
        {status === 'failed' && t('saveFailed')}
      </p>
    </div>
  );
}
