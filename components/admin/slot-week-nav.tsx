import { getTranslations } from 'next-intl/server';
import type { SlotWeek } from '@/lib/admin/slot-week';
import type { Locale } from '@/lib/i18n/locales';

const WEEK_LINK =
  'inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 font-medium hover:border-brand-700';

/** The previous, current and next week of a page of slots (`pagePath`, its week in `?week=`). */
export async function SlotWeekNav({
  week,
  today,
  pagePath,
  locale,
}: {
  week: SlotWeek;
  /** Today in Brussels: the current week's link is the page itself when it shows today. */
  today: string;
  pagePath: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.slots.week' });
  const weekPath = (monday: string) => `${pagePath}?week=${monday}`;
  return (
    <nav aria-label={t('label')} className="mb-6 flex flex-wrap items-center gap-3">
      <a href={weekPath(week.previous)} className={WEEK_LINK}>
        <span aria-hidden="true">←&nbsp;</span>
        {t('previous')}
      </a>
      <a href={pagePath} className={WEEK_LINK} aria-current={week.days.includes(today) ? 'page' : undefined}>
        {t('current')}
      </a>
      <a href={weekPath(week.next)} className={WEEK_LINK}>
        {t('next')}
        <span aria-hidden="true">&nbsp;→</span>
      </a>
    </nav>
  );
}
