import type { PayloadValue } from '@/lib/admin/lead-payload';
import type { MessageLookup } from '@/lib/i18n/translator';

// A lead's fields in words, for its page (components/admin/lead-payload.tsx) and the inbox's CSV
// (lib/admin/lead-spreadsheet.ts). Labels: the inbox's own (Admin.leads.fields), else the visitor
// forms' shared ones (Form: first name, e-mail, street…), else the field's name. A group's field is
// first looked up with the group's name before it ("income" + "amount"), as an amount means
// another thing in an offer. Choices are named as the forms offered them (Form.salutations…).

const CHOICES: Record<string, readonly string[]> = {
  salutation: ['Form.salutations'],
  partnerSalutation: ['Form.salutations'],
  category: ['ContactForm.categories'],
  timeSlots: ['ContactForm.slots'],
  employment: ['RentApplication.employmentTypes'],
  goal: ['FreeValuationForm.goals', 'DemandRegisterForm.goals'],
  rating: ['TestimonialForm.ratings'],
};

const firstKnown = (messages: MessageLookup, keys: string[]) => keys.find((key) => messages.has(key));

/** The label of field `key`, inside the group `parent` (null at the top; "income1" for the first income). */
export function fieldLabel(messages: MessageLookup, key: string, parent: string | null): string {
  const group = parent?.replace(/\d+$/, '');
  const own = group ? `${group}${key.charAt(0).toUpperCase()}${key.slice(1)}` : null;
  const found = firstKnown(messages, [
    ...(own ? [`Admin.leads.fields.${own}`] : []),
    `Admin.leads.fields.${key}`,
    `Form.${key}`,
  ]);
  return found ? messages(found) : key;
}

/** A yes or no, or a choice the form offered, in words; null for any other value, shown as sent. */
export function answerLabel(messages: MessageLookup, key: string, value: PayloadValue): string | null {
  if (typeof value === 'boolean' || value === 'yes' || value === 'no') {
    return messages(`Admin.leads.answers.${value === true || value === 'yes' ? 'yes' : 'no'}`);
  }
  if (value === null || value === '') return null;
  const found = firstKnown(
    messages,
    (CHOICES[key] ?? []).map((namespace) => `${namespace}.${value}`),
  );
  return found ? messages(found) : null;
}

/** Whether a number field names a record (a property type's, a document's): never written as an amount. */
export function isRecordNumber(key: string): boolean {
  return /Ids?$|^propertyType$/.test(key);
}
