import { getTranslations } from 'next-intl/server';
import { VisitLinkFields } from '@/components/visit/visit-link-fields';
import type { Locale } from '@/lib/i18n/locales';
import { TitledSection } from '@/components/ui/titled-section';

/** "Cancel this visit": a plain form, so it works without JavaScript; opening the page alone changes nothing. */
export async function CancelVisitForm({ token, locale }: { token: string; locale: Locale }) {
  const t = await getTranslations('VisitPage');
  return (
    <TitledSection id="visit-cancel-title" title={t('cancelTitle')} headingClassName="text-2xl font-semibold">
      <p className="mt-2 max-w-3xl">{t('cancelText')}</p>
      <form method="post" action="/api/visit-change/" className="mt-4">
        <VisitLinkFields token={token} locale={locale} />
        <input type="hidden" name="change" value="cancel" />
        <button type="submit" className="button-outline">
          {t('cancelButton')}
        </button>
      </form>
    </TitledSection>
  );
}
