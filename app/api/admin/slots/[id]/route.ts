import { backOfficeActions } from '@/lib/admin/action-writes';
import { bookingCancelSchema, cancelBooking } from '@/lib/admin/cancel-booking';
import { deleteSlot, slotDeleteSchema } from '@/lib/admin/delete-slot';
import { moveSlot, slotMoveSchema } from '@/lib/admin/move-slot';

// Move or delete an open slot, or cancel a booked visit, from the back-office's week of slots: the
// form's action says which.
export const POST = backOfficeActions('slots', {
  move: [slotMoveSchema, moveSlot],
  delete: [slotDeleteSchema, deleteSlot],
  cancel: [bookingCancelSchema, cancelBooking],
});
