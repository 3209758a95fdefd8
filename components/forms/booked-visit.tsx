'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { BOOKED_VISIT_KEY, bookedVisitCalendarHref, readBookedVisit } from '@/lib/appointments/booked-visit';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';

// The tab's storage, read after hydration (the server has none): it does not change meanwhile.
const noSubscription = () => () => {};
function storedVisit(): string | null {
  try {
    return sessionStorage.getItem(BOOKED_VISIT_KEY);
  } catch {
    return null;
  }
}

/**
 * On the visit thank-you page: the visit just booked, its day and time in Brussels, and a link to
 * add it to the visitor's calendar. Read from this tab's storage (the visit form put it there once
 * the booking was stored); nothing shows on a thank-you page reached otherwise.
 */
export function BookedVisit() {
  const t = useTranslations('BookedVisit');
  const locale = useLocale() as Locale;
  const raw = useSyncExternalStore(noSubscription, storedVisit, () => null);
  const visit = useMemo(() => readBookedVisit(raw), [raw]);

  if (!visit) return null;
  const time = (date: Date) => formatDate(date, locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="container-page pt-8" data-booked-visit>
      <p className="text-lg">
        {t('when', {
          title: visit.title,
          date: formatDate(visit.startsAt, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
          start: time(visit.startsAt),
          end: time(visit.endsAt),
        })}
      </p>
      <a
        href={bookedVisitCalendarHref(visit, t('summary', { title: visit.title }), window.location.hostname)}
        download={t('file')}
        className="mt-3 button-outline"
      >
        {t('addToCalendar')}
      </a>
    </div>
  );
}
