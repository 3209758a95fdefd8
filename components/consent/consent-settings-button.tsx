'use client';

import { useTranslations } from 'next-intl';
import { openConsentSettings } from '@/components/consent/consent-events';
import { consentActionAttribute } from '@/lib/consent/bootstrap-script';

/** Reopens the cookie settings: the choice can be changed at any time (docs/consent.md). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('ConsentSettingsButton');
  return (
    <button
      type="button"
      onClick={openConsentSettings}
      className={className}
      aria-haspopup="dialog"
      {...consentActionAttribute('settings')}
    >
      {t('label')}
    </button>
  );
}
