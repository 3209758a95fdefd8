import { assignLead, assignmentSchema } from '@/lib/admin/lead-assignment';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Give one lead to a member of staff, or to nobody, from its page.
export const POST = backOfficeWrite({ area: 'leads', schema: assignmentSchema, run: assignLead });
