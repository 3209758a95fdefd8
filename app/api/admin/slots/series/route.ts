import { createSlotSeries, slotSeriesSchema } from '@/lib/admin/create-slot-series';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Repeating visit slots for a property (a weekday, a time range, visits of a length, for some
// weeks), from the back-office's week of its slots.
export const POST = backOfficeWrite({ area: 'slots', schema: slotSeriesSchema, run: createSlotSeries });
