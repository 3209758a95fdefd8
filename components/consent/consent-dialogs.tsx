'use client';

import { useTranslations } from 'next-intl';
import { ConsentSettingsPanel } from '@/components/consent/consent-settings-panel';
import { CookieCategoryList } from '@/components/consent/cookie-category-list';
import { ModalDialog } from '@/components/consent/modal-dialog';
import { NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';

export type ConsentDialog = 'settings' | 'categories';

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
