import { getTranslations } from 'next-intl/server';
import { dayAndTimeRange } from '@/lib/appointments/slot-days';
import type { VisitedProperty } from '@/lib/appointments/visited-property';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';

/** The visit: its property (with a link to its page while on offer), its day and time in Brussels, its place. */
export async function VisitDetails({
  property,
  slot,
  locale,
}: {
  property: VisitedProperty;
  slot: { startsAt: Date; endsAt: Date };
  locale: Locale;
}) {
  const t = await getTranslations('VisitPage');
  const title = property.title(locale);
  const url = property.url(locale, env().SITE_URL);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-lg sm:grid-cols-[10rem_minmax(0,1fr)]" data-visit-details>
      <dt className="font-semibold">{t('property')}</dt>
      <dd>
        {url ? (
          <a href={url} className="text-link">
            {title}
          </a>
        ) : (
          title
        )}
      </dd>
      <dt className="font-semibold">{t('when')}</dt>
      <dd className="first-letter:uppercase">{t('whenValue', { when: dayAndTimeRange(slot, locale) })}</dd>
      <dt className="font-semibold">{t('where')}</dt>
      <dd>{property.place(locale)}</dd>
    </dl>
  );
}
