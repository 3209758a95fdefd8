import { getFormatter, getTranslations } from 'next-intl/server';
import type { PayloadEntry, PayloadValue } from '@/lib/admin/lead-payload';
import type { Locale } from '@/lib/i18n/locales';

// Labels: the inbox's own (Admin.leads.fields), else the visitor forms' shared ones (Form: first
// name, e-mail, street…), else the field's name. A group's field is first looked up with the
// group's name before it ("income" + "amount"), as an amount means another thing in an offer.
// Choices are shown as the forms offered them (Form.salutations, ContactForm.slots…).
const CHOICES: Record<string, readonly string[]> = {
  salutation: ['Form.salutations'],
  partnerSalutation: ['Form.salutations'],
  category: ['ContactForm.categories'],
  timeSlots: ['ContactForm.slots'],
  employment: ['RentApplication.employmentTypes'],
  goal: ['FreeValuationForm.goals', 'DemandRegisterForm.goals'],
  rating: ['TestimonialForm.ratings'],
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// The messages' keys are typed for literal keys; these are built from the payload's field names.
type Lookup = { (key: string): string; has(key: string): boolean };

/** Every field of a lead's payload as a description list, nested groups as their own lists. */
export async function LeadPayload({ locale, entries }: { locale: Locale; entries: PayloadEntry[] }) {
  const [messages, format] = await Promise.all([getTranslations({ locale }), getFormatter({ locale })]);
  const lookup = messages as unknown as Lookup;
  const first = (keys: string[]) => keys.find((key) => lookup.has(key));

  const label = (entry: PayloadEntry) => {
    const group = entry.parent?.replace(/\d+$/, '');
    const own = group ? `${group}${entry.key.charAt(0).toUpperCase()}${entry.key.slice(1)}` : null;
    const key = first([
      ...(own ? [`Admin.leads.fields.${own}`] : []),
      `Admin.leads.fields.${entry.key}`,
      `Form.${entry.key}`,
    ]);
    return key ? lookup(key) : entry.key;
  };

  const value = (key: string, item: PayloadValue): string => {
    if (item === null || item === '') return '—';
    if (typeof item === 'boolean' || item === 'yes' || item === 'no') {
      return lookup(`Admin.leads.answers.${item === true || item === 'yes' ? 'yes' : 'no'}`);
    }
    const choice = first((CHOICES[key] ?? []).map((namespace) => `${namespace}.${item}`));
    if (choice) return lookup(choice);
    // Record ids (a property type's, a document's) are names, not amounts: never "1 234".
    if (typeof item === 'number') return /Ids?$|^propertyType$/.test(key) ? String(item) : format.number(item);
    const day = ISO_DAY.test(item) ? new Date(`${item}T12:00:00Z`) : null;
    return day && !Number.isNaN(day.getTime()) ? format.dateTime(day, { dateStyle: 'long' }) : item;
  };

  const list = (items: PayloadEntry[], nested: boolean) => (
    <dl className={nested ? 'mt-2 grid grid-cols-1 gap-3 border-l-4 border-line pl-4' : 'grid grid-cols-1 gap-4'}>
      {items.map((entry) => (
        <div key={entry.key} className="grid grid-cols-1 gap-1 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold">{label(entry)}</dt>
          <dd className="whitespace-pre-line wrap-anywhere">
            {'entries' in entry
              ? list(entry.entries, true)
              : Array.isArray(entry.value)
                ? entry.value.map((item) => value(entry.key, item)).join(', ') || '—'
                : value(entry.key, entry.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
  return list(entries, false);
}
