import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brusselsNoon } from '@/lib/admin/slot-week';
import { dayLabel } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A week of slots day by day (a property's week, the agency's calendar): each day's heading, with
 * "today" beside it, then its slots, or the words that it has none.
 */
export async function SlotWeekDays<Slot extends { startsAt: Date }>({
  days,
  today,
  slots,
  idPrefix,
  locale,
  children,
}: {
  days: readonly string[];
  today: string;
  slots: readonly Slot[];
  /** Of the days' heading ids ("day" gives "day-2026-12-07"), which each slot's article names. */
  idPrefix: string;
  locale: Locale;
  /** A day's slots, under the heading `headingId`. */
  children: (daySlots: Slot[], headingId: string) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.slots.week' });
  return (
    <ol className="flex flex-col divide-y divide-line">
      {days.map((day) => {
        const daySlots = slots.filter((slot) => brusselsDay(slot.startsAt) === day);
        const headingId = `${idPrefix}-${day}`;
        return (
          <li key={day} className="py-4 first:pt-0 last:pb-0">
            <h3 id={headingId} className="font-semibold first-letter:uppercase">
              {dayLabel(brusselsNoon(day), locale)}
              {day === today && <span className="font-normal text-muted"> · {t('today')}</span>}
            </h3>
            {daySlots.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{t('noSlot')}</p>
            ) : (
              children(daySlots, headingId)
            )}
          </li>
        );
      })}
    </ol>
  );
}
