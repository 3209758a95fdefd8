import '@/lib/zod-without-eval';
import { z } from 'zod';
import { bookingCancelSchema, cancelBooking } from '@/lib/admin/cancel-booking';
import { deleteSlot, slotDeleteSchema } from '@/lib/admin/delete-slot';
import { moveSlot, slotMoveSchema } from '@/lib/admin/move-slot';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Move or delete an open slot, or cancel a booked visit, from the back-office's week of slots: the
// form's action says which.
const schema = z.discriminatedUnion('action', [slotMoveSchema, slotDeleteSchema, bookingCancelSchema]);

export const POST = backOfficeWrite({
  area: 'slots',
  schema,
  run: (input, staff) => {
    switch (input.action) {
      case 'move':
        return moveSlot(input, staff);
      case 'delete':
        return deleteSlot(input, staff);
      case 'cancel':
        return cancelBooking(input, staff);
    }
  },
});
