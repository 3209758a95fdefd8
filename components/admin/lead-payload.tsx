import { getFormatter, getTranslations } from 'next-intl/server';
import { answerLabel, fieldLabel, isRecordNumber } from '@/lib/admin/lead-field-labels';
import type { PayloadEntry, PayloadValue } from '@/lib/admin/lead-payload';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageLookup } from '@/lib/i18n/translator';
import { formatDate } from '@/lib/i18n/dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every field of a lead's payload as a description list, nested groups as their own lists (lib/admin/lead-field-labels.ts). */
export async function LeadPayload({ locale, entries }: { locale: Locale; entries: PayloadEntry[] }) {
  const [messages, format] = await Promise.all([getTranslations({ locale }), getFormatter({ locale })]);
  // The messages' keys are typed for literal keys; these are made from the payload's field names.
  const lookup = messages as unknown as MessageLookup;

  const value = (key: string, item: PayloadValue): string => {
    if (item === null || item === '') return '—';
    const answer = answerLabel(lookup, key, item);
    if (answer) return answer;
    // Record ids (a property type's, a document's) are names, not amounts: never "1 234".
    if (typeof item === 'number') return isRecordNumber(key) ? String(item) : format.number(item);
    const day = typeof item === 'string' && ISO_DAY.test(item) ? new Date(`${item}T12:00:00Z`) : null;
    return day && !Number.isNaN(day.getTime()) ? formatDate(day, locale, { dateStyle: 'long' }) : String(item);
  };

  const list = (items: PayloadEntry[], nested: boolean) => (
    <dl className={nested ? 'mt-2 grid grid-cols-1 gap-3 border-l-4 border-line pl-4' : 'grid grid-cols-1 gap-4'}>
      {items.map((entry) => (
        <div key={entry.key} className="grid grid-cols-1 gap-1 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold">{fieldLabel(lookup, entry.key, entry.parent)}</dt>
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
