import { resendMail, resendSchema } from '@/lib/admin/outbox';
import { backOfficeWrite } from '@/lib/admin/write-route';

// "Send again": a failed mail back to the outbox worker, from the outbox page or a lead's page.
export const POST = backOfficeWrite({ area: 'leads', schema: resendSchema, run: resendMail });
