import { slotWriteSchema, writeSlot } from '@/lib/admin/slots';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Move or delete an open slot, or cancel a booked visit, from the back-office's week of slots.
export const POST = backOfficeWrite({ area: 'slots', schema: slotWriteSchema, run: writeSlot });
