import { getTranslations } from 'next-intl/server';
import { TEXT_LINK } from '@/components/admin/admin-classes';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { CardSection } from '@/components/admin/card-section';
import { SlotCalendarEntry } from '@/components/admin/slot-calendar-entry';
import { SlotWeekDays } from '@/components/admin/slot-week-days';
import { SlotWeekNav } from '@/components/admin/slot-week-nav';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { calendarSlots } from '@/lib/admin/slot-calendar';
import { slotWeek, weekDates } from '@/lib/admin/slot-week';
import { brusselsDay } from '@/lib/i18n/dates';
import { backOfficePath } from '@/lib/staff/paths';
import { mayEnter } from '@/lib/staff/roles';

export const generateMetadata = pageTitle('calendar');

// Every property's slots and bookings of one week, day by day (docs/back-office.md, visit calendar).
export default async function SlotCalendarPage({ searchParams }: PageProps<'/admin/calendar'>) {
  const staff = await staffPage('slots');
  const now = new Date();
  const week = slotWeek((await searchParams).week, now);
  const [t, slots] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin' }),
    calendarSlots(week, staff.locale),
  ]);
  const today = brusselsDay(now);
  return (
    <BackOfficeShell staff={staff} current="calendar" title={t('pages.calendar')}>
      <p className="mb-6 max-w-3xl text-muted">
        {t('calendar.intro')}{' '}
        <a href={backOfficePath('slots')} className={TEXT_LINK}>
          {t('calendar.toSlots')}
        </a>
      </p>
      <SlotWeekNav week={week} today={today} pagePath={backOfficePath('calendar')} locale={staff.locale} />
      <CardSection id="calendar-week" title={t('slots.week.title', { week: weekDates(week, staff.locale) })}>
        <SlotWeekDays days={week.days} today={today} slots={slots} idPrefix="calendar-day" locale={staff.locale}>
          {(daySlots, headingId) => {
            const count = (status: string) => daySlots.filter((slot) => slot.status === status).length;
            return (
              <>
                <p className="mt-1 text-sm text-muted">
                  {t('calendar.dayCounts', { booked: count('confirmed'), open: count('open') })}
                </p>
                <ul className="flex flex-col divide-y divide-line">
                  {daySlots.map((slot) => (
                    <li key={slot.id}>
                      <SlotCalendarEntry
                        slot={slot}
                        week={week.monday}
                        dayHeadingId={headingId}
                        locale={staff.locale}
                        showLeads={mayEnter(staff.role, 'leads')}
                      />
                    </li>
                  ))}
                </ul>
              </>
            );
          }}
        </SlotWeekDays>
      </CardSection>
    </BackOfficeShell>
  );
}
