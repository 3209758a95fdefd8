import { declareForm, text } from '@/lib/admin/form-declaration';

/** An internal note on a lead, from its page (lib/admin/lead-notes.ts). */
export const leadNoteForm = declareForm('Admin.leads.note', {
  note: text({ max: 5000, required: true, lines: true, label: 'label' }),
});
