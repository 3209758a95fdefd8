import type { Prisma } from '@/generated/prisma/client';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { THANK_YOU_FORMS, type ThankYouForm } from '@/lib/i18n/thank-you-forms';
import type { DatabaseProvider } from '@/lib/prisma-client';

// The leads inbox's filters (docs/back-office.md): they travel in the page's query, so a filtered
// view can be bookmarked, paged and exported as CSV with exactly the same leads.

/** A lead's status, set by staff: every lead arrives "new" (prisma/schema.prisma, Lead.status). */
export const LEAD_STATUSES = ['new', 'handled', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The `type` each visitor form gives its leads: the key of its thank-you page (lib/forms/store-lead.ts). */
export const LEAD_TYPES: readonly LeadType[] = THANK_YOU_FORMS;
export type LeadType = ThankYouForm;

/** Whose leads: the member of staff's own, or those nobody follows up (lib/admin/lead-assignment.ts). */
export const LEAD_ASSIGNMENTS = ['me', 'none'] as const;
export type LeadAssignment = (typeof LEAD_ASSIGNMENTS)[number];

export const LEADS_PER_PAGE = 50;
export const MAX_SEARCH_LENGTH = 100;
// Each word of a search is one more scan of the payloads: a sentence pasted in stops at five.
const MAX_SEARCH_WORDS = 5;

export type LeadFilter = {
  type?: LeadType;
  status?: LeadStatus;
  locale?: Locale;
  assigned?: LeadAssignment;
  q?: string;
  page: number;
};

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.includes(value as LeadStatus);
}

export function isLeadType(value: unknown): value is LeadType {
  return LEAD_TYPES.includes(value as LeadType);
}

function isLeadAssignment(value: unknown): value is LeadAssignment {
  return LEAD_ASSIGNMENTS.includes(value as LeadAssignment);
}

/** The filter a page's query asks for; anything unknown is ignored rather than refused. */
export function leadFilter(query: Query): LeadFilter {
  const type = one(query.type);
  const status = one(query.status);
  const locale = one(query.locale);
  const assigned = one(query.assigned);
  // Without NUL: PostgreSQL refuses it in a query's text parameter (an error, not "no match").
  const q = one(query.q)?.replaceAll('\0', '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(one(query.page));
  return {
    ...(isLeadType(type) && { type }),
    ...(isLeadStatus(status) && { status }),
    ...(isLocale(locale) && { locale }),
    ...(isLeadAssignment(assigned) && { assigned }),
    ...(q && { q }),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a filter (page 1 left out), for links, page links and the CSV link. */
export function leadFilterQuery(filter: LeadFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  if (filter.locale) params.set('locale', filter.locale);
  if (filter.assigned) params.set('assigned', filter.assigned);
  if (filter.q) params.set('q', filter.q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The ways a phone number is usually written, when `text` is one (the payload keeps it as typed). */
function phoneSpellings(text: string): string[] {
  if (!/^\+?[\d\s./()-]{8,}$/.test(text)) return [];
  const phone = parsePhoneNumberFromString(text, 'BE');
  if (!phone?.isValid()) return [];
  const national = phone.formatNational();
  return [phone.number, phone.formatInternational(), national, national.replace(/\D/g, '')];
}

/** A spelling as it stands in the payload's JSON: a quote or a backslash escaped. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The spellings a search term is looked for in: as typed, and a phone number as it is usually
 * written. `contains` ignores case on PostgreSQL with `mode: 'insensitive'`, which SQLite lacks;
 * SQLite's LIKE ignores the case of ASCII letters only ("élise" is not "Élise"), so there the
 * usual casings of a name are tried too: lower, upper, and capitals after a space, hyphen or
 * apostrophe ("D'Hondt", "Jean-Pierre").
 */
export function searchSpellings(term: string, provider: DatabaseProvider): string[] {
  const lower = term.toLowerCase();
  const casings =
    provider === 'postgresql'
      ? [term]
      : [
          term,
          lower,
          term.toUpperCase(),
          lower.replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()),
        ];
  return [...new Set([...casings, ...phoneSpellings(term)].map(inJson))];
}

/**
 * The terms of a search: a phone number whole, however it is spaced, anything else word by word
 * (a lead matches when it matches every word: "jan peeters" finds Jan whose last name is Peeters).
 */
export function searchTerms(q: string | undefined): string[] {
  const text = (q ?? '').trim();
  if (!text) return [];
  if (phoneSpellings(text).length > 0) return [text];
  return text.split(/\s+/).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A term matches a lead whose payload (name, e-mail, phone, message…) or property reference
 * contains it; a number also matches the lead's own number. Prisma leaves LIKE's wildcards `_` and
 * `%` unescaped: a search with them finds more, never less.
 */
function termWhere(term: string, provider: DatabaseProvider): Prisma.LeadWhereInput {
  // The type is SQLite's client's (lib/prisma-client.ts), which has no `mode`; PostgreSQL's has.
  const contains = (text: string) =>
    (provider === 'postgresql' ? { contains: text, mode: 'insensitive' } : { contains: text }) as Prisma.StringFilter;
  const id = /^\d{1,9}$/.test(term) ? Number(term) : null;
  return {
    OR: [
      ...searchSpellings(term, provider).map((spelling) => ({ payload: contains(spelling) })),
      // References are written in capitals ("VIT-1042"); a member of staff may type them in lower case.
      ...[...new Set(provider === 'postgresql' ? [term] : [term, term.toUpperCase()])].map((reference) => ({
        property: { recordFile: contains(reference) },
      })),
      ...(id === null ? [] : [{ id }]),
    ],
  };
}

/**
 * The database's where clause of a filter: everything is filtered in SQL, nothing in memory.
 * `provider`: the database's (lib/prisma-client.ts databaseProvider), whose LIKE differs;
 * `staffId`: the member of staff looking, whom "assigned to me" means.
 */
export function leadWhere(
  filter: Omit<LeadFilter, 'page'>,
  provider: DatabaseProvider,
  staffId: number,
): Prisma.LeadWhereInput {
  const terms = searchTerms(filter.q);
  return {
    ...(filter.type && { type: filter.type }),
    ...(filter.status && { status: filter.status }),
    ...(filter.locale && { locale: filter.locale }),
    ...(filter.assigned && { assignedToId: filter.assigned === 'me' ? staffId : null }),
    ...(terms.length > 0 && { AND: terms.map((term) => termWhere(term, provider)) }),
  };
}
