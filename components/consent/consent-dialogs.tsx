'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { ConsentSettingsPanel } from '@/components/consent/consent-settings-panel';
import { CookieCategoryList } from '@/components/consent/cookie-category-list';
import { ModalDialog } from '@/components/consent/modal-dialog';
import { NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export type ConsentDialog = 'settings' | 'categories';

type DialogProps = ComponentProps<typeof ConsentDialogs>;

/**
 * The dialogs with their messages, which come with them from /api/messages/consent/ rather than
 * with every page (lib/i18n/client-messages.ts ON_DEMAND). Without its messages (offline) the
 * dialog closes again, and the banner's buttons still work.
 */
export async function loadConsentDialogs(pageLanguage: string) {
  const locale = isLocale(pageLanguage) ? pageLanguage : DEFAULT_LOCALE;
  const messages = await fetch(`/api/messages/consent/?locale=${encodeURIComponent(locale)}`)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  return function ConsentDialogsWithMessages(props: DialogProps) {
    if (!messages) {
      queueMicrotask(props.onClose);
      return null;
    }
    return (
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ConsentDialogs {...props} />
      </NextIntlClientProvider>
    );
  };
}

/**
 * The consent settings and the cookie categories, one modal with two views. Loaded only when a
 * visitor opens it (components/consent/consent-manager.tsx), as few ever do.
 */
export function ConsentDialogs({
  dialog,
  choices,
  onShow,
  onChoose,
  onClose,
}: {
  dialog: ConsentDialog;
  choices: ConsentChoices | null;
  onShow: (dialog: ConsentDialog) => void;
  onChoose: (choices: ConsentChoices) => void;
  onClose: () => void;
}) {
  const t = useTranslations('ConsentSettings');
  const tCategories = useTranslations('ConsentCategories');
  return (
    <ModalDialog
      open
      title={dialog === 'categories' ? tCategories('title') : t('title')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {/* Both views stay mounted so switching to the categories keeps unsaved switches. */}
      <div hidden={dialog !== 'categories'}>
        <p className="mb-5 text-muted">{tCategories('intro')}</p>
        <CookieCategoryList choices={choices} />
        <button
          type="button"
          onClick={() => onShow('settings')}
          className="mt-6 inline-flex min-h-11 items-center rounded-md border-2 border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {tCategories('back')}
        </button>
      </div>
      <div hidden={dialog !== 'settings'}>
        <ConsentSettingsPanel
          initial={choices ?? NOTHING_GRANTED}
          onChoose={onChoose}
          onShowCategories={() => onShow('categories')}
        />
      </div>
    </ModalDialog>
  );
}
