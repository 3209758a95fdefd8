'use client';

import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { useLocale } from 'next-intl';

export function SignOutButton() {
  const t = useTranslations('OwnerPortal');
  const locale = useLocale();
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: getPathname({ href: '/login', locale }) })}
      className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {t('signOut')}
    </button>
  );
}
