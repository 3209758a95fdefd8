import { staffWriteSchema, writeStaffAccount } from '@/lib/admin/staff-accounts';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Change the role of one staff account, invite it again, disable or enable it, from the staff page.
export const POST = backOfficeWrite({ area: 'staff', schema: staffWriteSchema, run: writeStaffAccount });
