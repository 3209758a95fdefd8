import type { Locale } from '@/lib/i18n/locales';

/** The hidden fields of a booked visit's forms: which link they act on and the page's language (lib/forms/visit-change.ts). */
export function VisitLinkFields({ token, locale }: { token: string; locale: Locale }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}
