import 'server-only';
import type { SlotWeek } from '@/lib/admin/slot-week';
import {
  propertySummary,
  summarize,
  weekSlot,
  weekSlotColumns,
  type SlotProperty,
  type WeekSlot,
} from '@/lib/admin/slots';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';

// The agency's week of visits (docs/back-office.md, visit calendar): every property's slots of one
// week, open, booked or cancelled, with who booked, as the slots page shows them one property at a
// time. A busy week has some hundreds: read at once, in time order.

export type CalendarSlot = WeekSlot & { property: SlotProperty };

/** Every property's slots of `week`, in time order, each with its property named in `locale`. */
export async function calendarSlots(week: SlotWeek, locale: Locale): Promise<CalendarSlot[]> {
  const rows = await db.appointment.findMany({
    where: { startsAt: { gte: week.startsAt, lt: week.endsAt } },
    orderBy: [{ startsAt: 'asc' }, { propertyId: 'asc' }, { id: 'asc' }],
    select: { ...weekSlotColumns, property: { select: propertySummary } },
  });
  return rows.map(({ property, ...slot }) => ({ ...weekSlot(slot), property: summarize(property, locale) }));
}
