import { replySchema, replyToLead } from '@/lib/admin/lead-reply';
import { backOfficeWrite } from '@/lib/admin/write-route';

// E-mail one lead's visitor from its page, through the outbox.
export const POST = backOfficeWrite({ area: 'leads', schema: replySchema, run: replyToLead });
