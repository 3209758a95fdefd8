import { leadStatusSchema, markLeads } from '@/lib/admin/leads';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Mark one lead (its page) or the leads ticked in the inbox new, handled or spam.
export const POST = backOfficeWrite({ area: 'leads', schema: leadStatusSchema, run: markLeads });
