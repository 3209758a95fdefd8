import type { Prisma } from '@/generated/prisma/client';
import { answerLabel, fieldLabel, isRecordNumber } from '@/lib/admin/lead-field-labels';
import { isLeadStatus, isLeadType } from '@/lib/admin/lead-filter';
import { payloadFields, type PayloadField, type PayloadValue } from '@/lib/admin/lead-payload';
import { brusselsTime } from '@/lib/admin/slot-week';
import { brusselsDay } from '@/lib/i18n/dates';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { messageLookup, type MessageLookup } from '@/lib/i18n/translator';
import { BYTE_ORDER_MARK, csvRow, listSeparator, type CsvValue } from '@/lib/leads/csv';
import { payloadObject } from '@/lib/leads/lead-contact';
import { csvDownload, inIdOrder } from '@/lib/leads/lead-export';
import type { Db } from '@/lib/prisma-client';

// The inbox's CSV (docs/back-office.md, leads): a file for people, opened in the spreadsheet of the
// member of staff's language. Its list separator (lib/leads/csv.ts), headers in that language, one
// column per form field (a rent application's second applicant's e-mail has its own), times as
// Brussels' clocks show them, and the answers in words (Mrs, yes, civil servant) as the lead's
// page shows them. The agency's export for programs keeps technical columns (lib/leads/lead-export.ts).

/** The columns every lead has, before those of its form's fields (keys of Admin.leads.spreadsheet). */
export const LEAD_SHEET_COLUMNS = [
  'number',
  'received',
  'type',
  'status',
  'language',
  'property',
  'project',
  'sourcePage',
  'consent',
  'visit',
] as const;

/** "2026-12-08 17:00": an instant on Brussels' clocks, which spreadsheets read as a date and a time. */
export function brusselsClock(date: Date): string {
  return `${brusselsDay(date)} ${brusselsTime(date)}`;
}

/** A field's header: its label, after the labels of the groups it is in ("Applicant A › E-mail"). */
export function fieldHeader(messages: MessageLookup, trail: PayloadField['trail']): string {
  return trail.map((step) => fieldLabel(messages, step.key, step.parent)).join(' › ');
}

/**
 * A field's value as its cell shows it: an answer or a choice in words, an amount with the
 * decimal separator of the staff's spreadsheet (`numbers`), a list joined by commas, a day as
 * sent (ISO, which spreadsheets read as a date), any text as typed.
 */
export function fieldText(
  messages: MessageLookup,
  numbers: Intl.NumberFormat,
  key: string,
  value: PayloadValue | PayloadValue[],
): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => fieldText(messages, numbers, key, item))
      .filter(Boolean)
      .join(', ');
  }
  if (value === null || value === '') return '';
  const answer = answerLabel(messages, key, value);
  if (answer) return answer;
  if (typeof value === 'number') return isRecordNumber(key) ? String(value) : numbers.format(value);
  return String(value);
}

type SheetLead = {
  id: number;
  createdAt: Date;
  type: string;
  status: string;
  locale: string;
  consent: boolean;
  sourcePage: string | null;
  projectId: number | null;
  property: { recordFile: string } | null;
  appointments: { startsAt: Date }[];
};

/** The cells every lead has, in the order of LEAD_SHEET_COLUMNS. */
export function leadCells(messages: MessageLookup, lead: SheetLead): CsvValue[] {
  const [visit] = lead.appointments;
  return [
    lead.id,
    brusselsClock(lead.createdAt),
    isLeadType(lead.type) ? messages(`Admin.leads.types.${lead.type}`) : lead.type,
    isLeadStatus(lead.status) ? messages(`Admin.leads.status.${lead.status}`) : lead.status,
    isLocale(lead.locale) ? messages(`Admin.leads.languages.${lead.locale}`) : lead.locale,
    lead.property?.recordFile,
    lead.projectId,
    lead.sourcePage,
    messages(`Admin.leads.answers.${lead.consent ? 'yes' : 'no'}`),
    visit && brusselsClock(visit.startsAt),
  ];
}

const FIXED_SELECT = {
  id: true,
  createdAt: true,
  type: true,
  status: true,
  locale: true,
  consent: true,
  sourcePage: true,
  projectId: true,
  payload: true,
  property: { select: { recordFile: true } },
  // The visit booked now: a moved visit's earlier slots are cancelled.
  appointments: { where: { status: 'confirmed' }, orderBy: { startsAt: 'asc' }, take: 1, select: { startsAt: true } },
} as const;

async function* sheetLines(db: Db, where: Prisma.LeadWhereInput, locale: Locale): AsyncGenerator<string> {
  const messages = messageLookup(locale);
  const separator = listSeparator(locale);
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 });
  // A first reading finds the form fields the leads hold, for the header; the rows are then the
  // leads read that first time (one sent meanwhile waits for the next export, its fields too).
  const trails = new Map<string, PayloadField['trail']>();
  let last = 0;
  const payloads = inIdOrder((after, take) =>
    db.lead.findMany({
      where: { AND: [where, { id: { gt: after } }] },
      orderBy: { id: 'asc' },
      take,
      select: { id: true, payload: true },
    }),
  );
  for await (const lead of payloads) {
    for (const field of payloadFields(payloadObject(lead.payload))) {
      if (!trails.has(field.path)) trails.set(field.path, field.trail);
    }
    last = lead.id;
  }
  const paths = [...trails.keys()];
  const header = [
    ...LEAD_SHEET_COLUMNS.map((column) => messages(`Admin.leads.spreadsheet.${column}`)),
    ...paths.map((path) => fieldHeader(messages, trails.get(path)!)),
  ];
  yield `${BYTE_ORDER_MARK}${csvRow(header, separator)}`;
  const leads = inIdOrder((after, take) =>
    db.lead.findMany({
      where: { AND: [where, { id: { gt: after, lte: last } }] },
      orderBy: { id: 'asc' },
      take,
      select: FIXED_SELECT,
    }),
  );
  for await (const lead of leads) {
    const fields = new Map(payloadFields(payloadObject(lead.payload)).map((field) => [field.path, field]));
    const fieldCells = paths.map((path) => {
      const field = fields.get(path);
      return field ? fieldText(messages, numbers, field.trail.at(-1)!.key, field.value) : '';
    });
    yield csvRow([...leadCells(messages, lead), ...fieldCells], separator);
  }
}

/** The leads `where` selects as the inbox's CSV for a member of staff working in `locale`, streamed. */
export function leadSpreadsheet(db: Db, where: Prisma.LeadWhereInput, locale: Locale): Response {
  return csvDownload(sheetLines(db, where, locale));
}
