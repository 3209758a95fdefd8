import { getTranslations } from 'next-intl/server';
import { SlotDays } from '@/components/forms/slot-days';
import { VisitLinkFields } from '@/components/visit/visit-link-fields';
import type { SlotDay } from '@/lib/appointments/slot-days';
import type { Locale } from '@/lib/i18n/locales';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * "Choose another time": the property's open slots, as the visit form offers them, in a plain form
 * (it works without JavaScript; the browser asks for a slot before sending). Without an open slot,
 * it says so.
 */
export async function MoveVisitForm({ token, locale, days }: { token: string; locale: Locale; days: SlotDay[] }) {
  const t = await getTranslations('VisitPage');
  return (
    <TitledSection id="visit-move-title" title={t('moveTitle')} headingClassName="text-2xl font-semibold">
      {days.length === 0 ? (
        <p className="mt-2 max-w-3xl">{t('noOtherSlot')}</p>
      ) : (
        <form method="post" action="/api/visit-change/" className="mt-4">
          <VisitLinkFields token={token} locale={locale} />
          <input type="hidden" name="change" value="move" />
          <fieldset aria-describedby="visit-move-hint">
            <legend className="mb-1 font-medium">{t('moveSlots')}</legend>
            <p id="visit-move-hint" className="text-sm text-muted">
              {t('moveHint')}
            </p>
            <SlotDays days={days} radio={{ name: 'appointmentId', required: true }} />
          </fieldset>
          <button type="submit" className="mt-6 button-primary">
            {t('moveButton')}
          </button>
        </form>
      )}
    </TitledSection>
  );
}
