import { getTranslations } from 'next-intl/server';
import { TEXT_LINK } from '@/components/admin/admin-classes';
import { SlotHeading } from '@/components/admin/slot-card';
import type { CalendarSlot } from '@/lib/admin/slot-calendar';
import { telHref } from '@/lib/domain/tel-href';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * One slot of the agency's week (app/admin/calendar): its time and status, its property (a link to
 * the property's week, where it is moved or cancelled) and who booked it. Its lines wrap, so a
 * phone shows it whole.
 */
export async function SlotCalendarEntry({
  slot,
  week,
  dayHeadingId,
  locale,
  showLeads,
}: {
  slot: CalendarSlot;
  /** The Monday of the week shown: the property's page opens at it. */
  week: string;
  dayHeadingId: string;
  locale: Locale;
  /** Whether the member of staff reaches the leads, where the booking's lead is shown in full. */
  showLeads: boolean;
}) {
  const [t, tCalendar] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.slots' }),
    getTranslations({ locale, namespace: 'Admin.calendar' }),
  ]);
  const headingId = `calendar-slot-${slot.id}`;
  const { visitor, property } = slot;
  return (
    <article aria-labelledby={`${dayHeadingId} ${headingId}`} className="flex flex-col gap-1 py-3">
      <SlotHeading id={headingId} slot={slot} status={t(`status.${slot.status}`)} locale={locale} />
      <p className="min-w-0 wrap-anywhere">
        <a href={`${backOfficePath('slots')}${property.id}/?week=${week}`} className={TEXT_LINK}>
          {property.recordFile} · {property.title}
        </a>
        {property.town && <span className="text-muted"> · {property.town}</span>}
      </p>
      {visitor && (
        <p className="text-sm">
          {tCalendar(slot.status === 'cancelled' ? 'bookedBy' : 'visitor', {
            name: [visitor.firstName, visitor.lastName].filter(Boolean).join(' ') || t('unnamed'),
          })}
          {visitor.phone && (
            <>
              {' · '}
              <a href={telHref(visitor.phone)} className={TEXT_LINK}>
                {visitor.phone}
              </a>
            </>
          )}
          {showLeads && (
            <>
              {' · '}
              <a href={`${backOfficePath('leads')}${visitor.leadId}/`} className={TEXT_LINK}>
                {t('lead')}
              </a>
            </>
          )}
        </p>
      )}
    </article>
  );
}
