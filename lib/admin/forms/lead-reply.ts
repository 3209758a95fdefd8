import { declareForm, text } from '@/lib/admin/form-declaration';

/** A reply to a lead's visitor from its page: a subject and a text (lib/admin/lead-reply.ts). */
export const leadReplyForm = declareForm('Admin.leads.reply', {
  subject: text({ max: 200, required: true }),
  message: text({ max: 10_000, required: true, lines: true }),
});
