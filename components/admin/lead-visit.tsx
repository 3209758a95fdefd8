import { getTranslations } from 'next-intl/server';
import { badge } from '@/components/admin/admin-classes';
import { SLOT_TONES } from '@/components/admin/slot-card';
import { dayAndTimeRange } from '@/lib/appointments/slot-days';
import { SLOT_STATUSES, type SlotStatus } from '@/lib/appointments/slot-rules';
import type { Locale } from '@/lib/i18n/locales';

type LeadSlot = { id: number; startsAt: Date; endsAt: Date; status: string };

/**
 * A visit booking's slots, first booked first: the one booked now, and those the visitor left with
 * their link or the agency cancelled (docs/back-office.md, leads), each with its status.
 */
export async function LeadVisit({ locale, slots }: { locale: Locale; slots: LeadSlot[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.slots.status' });
  return (
    <ol className="flex flex-col gap-2">
      {slots.map((slot) => {
        // Only the three statuses are ever written; anything else is shown as what frees the time.
        const status = SLOT_STATUSES.includes(slot.status as SlotStatus) ? (slot.status as SlotStatus) : 'cancelled';
        return (
          <li key={slot.id} className="flex flex-wrap items-center gap-3">
            <span className={`tabular-nums first-letter:uppercase ${status === 'cancelled' ? 'line-through' : ''}`}>
              {dayAndTimeRange(slot, locale)}
            </span>
            <span className={badge(SLOT_TONES[status])}>{t(status)}</span>
          </li>
        );
      })}
    </ol>
  );
}
