import { addLeadNote, noteSchema } from '@/lib/admin/lead-notes';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Add an internal note to one lead, from its page.
export const POST = backOfficeWrite({ area: 'leads', schema: noteSchema, run: addLeadNote });
