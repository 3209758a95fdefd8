// A lead's payload as the back-office shows it in full (app/admin/leads/[id]/): every field the
// visitor sent, in the form's order, nested groups (a rent application's applicants, incomes,
// figures) kept as groups. Fields the page shows elsewhere are left out here.

export type PayloadValue = string | number | boolean | null;

export type PayloadEntry =
  | { key: string; parent: string | null; value: PayloadValue | PayloadValue[] }
  | { key: string; parent: string | null; entries: PayloadEntry[] };

// Shown in the lead's header (language, page, property, project), as its documents' links, or as
// a visit booking's slots with their Brussels day and time (components/admin/lead-visit.tsx): the
// slot's number and its UTC instants as the booking stored them mean nothing to staff.
const SHOWN_ELSEWHERE = new Set([
  'locale',
  'sourcePage',
  'propertyId',
  'projectId',
  'documents',
  'appointmentId',
  'startsAt',
  'endsAt',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: unknown): PayloadValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as PayloadValue;
  return JSON.stringify(value) ?? null;
}

function entriesOf(object: Record<string, unknown>, parent: string | null): PayloadEntry[] {
  return Object.entries(object).flatMap(([key, value]): PayloadEntry[] => {
    if (parent === null && SHOWN_ELSEWHERE.has(key)) return [];
    if (value === undefined) return [];
    if (isRecord(value)) return [{ key, parent, entries: entriesOf(value, key) }];
    if (Array.isArray(value)) return [{ key, parent, value: value.map(scalar) }];
    return [{ key, parent, value: scalar(value) }];
  });
}

export function payloadEntries(payload: Record<string, unknown>): PayloadEntry[] {
  return entriesOf(payload, null);
}

/** A field where a spreadsheet has a column for it: its groups, then itself, each with the group it is in. */
export type PayloadField = {
  /** The column's name: "applicantA.firstName". */
  path: string;
  trail: { key: string; parent: string | null }[];
  value: PayloadValue | PayloadValue[];
};

/** Every field of the payload, groups opened, in the form's order: one column each in the inbox's CSV. */
export function payloadFields(payload: Record<string, unknown>): PayloadField[] {
  const walk = (entries: PayloadEntry[], groups: PayloadField['trail']): PayloadField[] =>
    entries.flatMap((entry) => {
      const trail = [...groups, { key: entry.key, parent: entry.parent }];
      if ('entries' in entry) return walk(entry.entries, trail);
      return [{ path: trail.map((step) => step.key).join('.'), trail, value: entry.value }];
    });
  return walk(payloadEntries(payload), []);
}
