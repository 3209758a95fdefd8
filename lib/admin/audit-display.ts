import { recordIdParam } from '@/lib/http/record-id';
import { backOfficePath } from '@/lib/staff/paths';

// How the audit log shows an entry's record and values (components/admin/audit-table.tsx).

/** A subject as the writes spell it, "owner:12"; null for one without a record id ("leads"). */
export function parseSubject(subject: string): { kind: string; id: number } | null {
  const match = /^([A-Za-z]+):(\d{1,10})$/.exec(subject);
  const id = recordIdParam(match?.[2]);
  return match && id !== null ? { kind: match[1]!, id } : null;
}

// The back-office page of each kind of record that has one (a kind of record whose page is added
// later is added here).
const SUBJECT_PAGES: Record<string, (id: number) => string> = {
  owner: (id) => `${backOfficePath('owners')}${id}/`,
  staff: (id) => `${backOfficePath('staff')}#staff-${id}`,
  testimonial: (id) => `${backOfficePath('testimonials')}#testimonial-${id}`,
  lead: (id) => `${backOfficePath('leads')}${id}/`,
  menuPage: (id) => `${backOfficePath('pages')}${id}/`,
  article: (id) => `${backOfficePath('articles')}${id}/`,
  // A property's only page in the back-office: its visit slots (a series of them is logged on it).
  property: (id) => `${backOfficePath('slots')}${id}/`,
};

/** The page that shows the entry's record, when the back-office has one. */
export function subjectPath(subject: { kind: string; id: number }): string | null {
  return Object.hasOwn(SUBJECT_PAGES, subject.kind) ? SUBJECT_PAGES[subject.kind]!(subject.id) : null;
}

/**
 * An edit's values as stored (a JSON object), as label and text pairs: a nested value is shown
 * as its JSON. A detail that is no object is shown as it is, under an empty label.
 */
export function auditDetail(detail: string | null): [string, string][] {
  if (detail === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [['', detail]];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [['', detail]];
  return Object.entries(parsed).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : value === null ? '—' : JSON.stringify(value),
  ]);
}
