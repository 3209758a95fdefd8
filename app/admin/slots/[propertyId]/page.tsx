import { getTranslations } from 'next-intl/server';
import { TEXT_LINK } from '@/components/admin/admin-classes';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { CardSection } from '@/components/admin/card-section';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { SlotCard, slotForms } from '@/components/admin/slot-card';
import { SlotCreateForm } from '@/components/admin/slot-create-form';
import { SlotSeriesForm } from '@/components/admin/slot-series-form';
import { SlotWeekDays } from '@/components/admin/slot-week-days';
import { SlotWeekNav } from '@/components/admin/slot-week-nav';
import { formView } from '@/lib/admin/form-view';
import { slotForm, slotSeriesForm } from '@/lib/admin/forms/slots';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { recordOfPage } from '@/lib/admin/record-page';
import { weekdayOf } from '@/lib/admin/slot-series';
import { firstDayToCome, slotWeek, weekDates } from '@/lib/admin/slot-week';
import { slotProperty, slotsOfWeek } from '@/lib/admin/slots';
import { brusselsDay } from '@/lib/i18n/dates';
import { backOfficePath } from '@/lib/staff/paths';
import { mayEnter } from '@/lib/staff/roles';

export const generateMetadata = pageTitle('slots');

// One property's visit slots, a week at a time (docs/back-office.md).
export default async function PropertySlotsPage({ params, searchParams }: PageProps<'/admin/slots/[propertyId]'>) {
  const staff = await staffPage('slots');
  const [{ propertyId }, query] = await Promise.all([params, searchParams]);
  const property = await recordOfPage(propertyId, (id) => slotProperty(id, staff.locale));
  const now = new Date();
  const week = slotWeek(query.week, now);
  const [t, slots] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.slots' }),
    slotsOfWeek(property.id, week),
  ]);
  const pagePath = `${backOfficePath('slots')}${property.id}/`;
  const back = `${pagePath}?week=${week.monday}`;
  const today = brusselsDay(now);
  const firstDay = firstDayToCome(week, today);
  const page = { staff, query, now };
  const [createForm, seriesForm, cardForms] = await Promise.all([
    formView(slotForm, { key: 'slot-new', ...page, values: { date: firstDay, duration: 30 } }),
    formView(slotSeriesForm, {
      key: 'slot-series',
      ...page,
      values: { firstDay, weekdays: [String(weekdayOf(firstDay))], weeks: 4, duration: 30 },
    }),
    Promise.all(slots.map((slot) => slotForms(slot, page))),
  ]);
  const formsOf = new Map(slots.map((slot, index) => [slot.id, cardForms[index]!]));
  return (
    <BackOfficeShell staff={staff} current="slots" title={t('propertyTitle', { reference: property.recordFile })}>
      <p className="-mt-4 mb-6 text-muted">
        {property.title} · {property.town} ·{' '}
        <a href={backOfficePath('slots')} className={TEXT_LINK}>
          {t('otherProperty')}
        </a>{' '}
        ·{' '}
        <a href={`${backOfficePath('calendar')}?week=${week.monday}`} className={TEXT_LINK}>
          {t('allProperties')}
        </a>
      </p>
      <OutcomeNotice
        locale={staff.locale}
        query={query}
        forms={[createForm, seriesForm, ...cardForms.flatMap(Object.values)]}
      />
      <SlotWeekNav week={week} today={today} pagePath={pagePath} locale={staff.locale} />
      <div className="flex flex-col gap-6">
        <SlotCreateForm form={createForm} propertyId={property.id} today={today} locale={staff.locale} back={back} />
        <SlotSeriesForm form={seriesForm} propertyId={property.id} today={today} locale={staff.locale} back={back} />
        <CardSection id="slot-week" title={t('week.title', { week: weekDates(week, staff.locale) })}>
          <SlotWeekDays days={week.days} today={today} slots={slots} idPrefix="day" locale={staff.locale}>
            {(daySlots, headingId) => (
              <ul className="mt-3 flex flex-col gap-3">
                {daySlots.map((slot) => (
                  <li key={slot.id}>
                    <SlotCard
                      slot={slot}
                      forms={formsOf.get(slot.id)!}
                      dayHeadingId={headingId}
                      locale={staff.locale}
                      back={back}
                      today={today}
                      now={now}
                      showLeads={mayEnter(staff.role, 'leads')}
                    />
                  </li>
                ))}
              </ul>
            )}
          </SlotWeekDays>
        </CardSection>
      </div>
    </BackOfficeShell>
  );
}
