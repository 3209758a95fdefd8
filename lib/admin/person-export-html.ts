import { answerLabel, fieldLabel } from '@/lib/admin/lead-field-labels';
import { payloadEntries, type PayloadEntry } from '@/lib/admin/lead-payload';
import { escapeHtml } from '@/lib/html/escape-html';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { messageLookup, type MessageLookup } from '@/lib/i18n/translator';
import type { PersonExportData } from '@/lib/privacy/person-export';
import { PERSON_SECTIONS } from '@/lib/privacy/person-records';

// The export's page for a person (lib/privacy/person-export.ts): the same records as its JSON,
// section by section, each field named in `locale` (a lead's fields as the back-office's lead
// page names them), dates in Brussels time. A page with no script and no link out of the zip.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

// Fields whose values are choices the back-office names (a lead's type and status).
const VALUE_LABELS: Record<string, string> = { type: 'Admin.leads.types', status: 'Admin.leads.status' };

function renderer(messages: MessageLookup, locale: Locale) {
  const when = (date: Date) => formatDate(date, locale, { dateStyle: 'long', timeStyle: 'short' });
  const label = (key: string) => {
    const own = `Admin.people.fields.${key}`;
    return messages.has(own) ? messages(own) : key;
  };
  const none = '—';

  const payloadList = (entries: PayloadEntry[]): string =>
    `<dl>${entries
      .map((entry) => {
        const shown =
          'entries' in entry
            ? payloadList(entry.entries)
            : [entry.value]
                .flat()
                .map((item) =>
                  escapeHtml(
                    answerLabel(messages, entry.key, item) ?? (item === null || item === '' ? none : String(item)),
                  ),
                )
                .join(', ') || none;
        return `<dt>${escapeHtml(fieldLabel(messages, entry.key, entry.parent))}</dt><dd>${shown}</dd>`;
      })
      .join('')}</dl>`;

  const value = (key: string, item: unknown): string => {
    if (item instanceof Date) return escapeHtml(when(item));
    if (item === null || item === undefined || item === '') return none;
    if (typeof item === 'boolean') return escapeHtml(messages(`Admin.leads.answers.${item ? 'yes' : 'no'}`));
    if (key === 'payload' && isRecord(item)) return payloadList(payloadEntries(item));
    if (Array.isArray(item)) {
      return item.length === 0 ? none : `<ul>${item.map((one) => `<li>${value(key, one)}</li>`).join('')}</ul>`;
    }
    if (isRecord(item)) return fields(item);
    const text = String(item);
    const choice = VALUE_LABELS[key] && `${VALUE_LABELS[key]}.${text}`;
    return escapeHtml(choice && messages.has(choice) ? messages(choice) : text);
  };

  const fields = (record: Record<string, unknown>): string =>
    `<dl>${Object.entries(record)
      .map(([key, item]) => `<dt>${escapeHtml(label(key))}</dt><dd>${value(key, item)}</dd>`)
      .join('')}</dl>`;

  return { when, fields };
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}' +
  'h2{margin-top:2rem;border-bottom:1px solid #ccd}article{border:1px solid #ccd;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}';

/** The export as a page in `locale`. */
export function personExportHtml(data: PersonExportData, locale: Locale): string {
  const messages = messageLookup(locale);
  const { when, fields } = renderer(messages, locale);
  const t = (key: string, values?: Record<string, string | number>) =>
    escapeHtml((messages as unknown as (key: string, values?: Record<string, string | number>) => string)(key, values));
  const sections = PERSON_SECTIONS.map((section) => {
    const records = data[section] as unknown as Record<string, unknown>[];
    const body =
      records.length === 0
        ? `<p>${t('Admin.people.export.none')}</p>`
        : records.map((record) => `<article>${fields(record)}</article>`).join('');
    return `<section><h2>${t(`Admin.people.sections.${section}`)} (${records.length})</h2>${body}</section>`;
  }).join('');
  const title = t('Admin.people.export.title', { site: messages('Metadata.siteName') });
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head><body>`,
    `<h1>${title}</h1>`,
    `<p>${t('Admin.people.export.intro', { date: when(data.exportedAt) })}</p>`,
    sections,
    '</body></html>',
  ].join('\n');
}
