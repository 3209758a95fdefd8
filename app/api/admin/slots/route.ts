import { createSlot, slotCreateSchema } from '@/lib/admin/create-slot';
import { backOfficeWrite } from '@/lib/admin/write-route';

// A new visit slot for a property, from the back-office's week of its slots.
export const POST = backOfficeWrite({ area: 'slots', schema: slotCreateSchema, run: createSlot });
