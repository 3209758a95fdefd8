import { createStaffAccount, staffCreateSchema } from '@/lib/admin/staff-accounts';
import { backOfficeWrite } from '@/lib/admin/write-route';

// A new staff account and its invitation, from the back-office's staff page.
export const POST = backOfficeWrite({ area: 'staff', schema: staffCreateSchema, run: createStaffAccount });
