'use client';

import { useTranslations } from 'next-intl';

/** Opens the browser's print dialog; the page's print styles make it a one-to-two-page A4 sheet. */
export function PrintButton() {
  const t = useTranslations('Property');
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-4 font-semibold text-brand-800 hover:bg-sand-50 print:hidden"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
        <path d="M19 8H5a3 3 0 0 0-3 3v6h4v4h12v-4h4v-6a3 3 0 0 0-3-3zm-3 11H8v-5h8v5zm3-7a1 1 0 1 1 0-2 1 1 0 0 1 0 2zM18 3H6v4h12V3z" />
      </svg>
      {t('print')}
    </button>
  );
}
