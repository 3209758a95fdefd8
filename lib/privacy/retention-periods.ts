// How long the site keeps each kind of personal data (docs/forms.md, personal data). Admins set
// the amounts in the back-office's settings, within each kind's bounds; a kind nobody set keeps
// its default. The unit is the kind's own: months where the law speaks of years, days otherwise.

export const RETENTION_KINDS = [
  'leads',
  'spamLeads',
  'sentMails',
  'inactiveSubscriptions',
  'signInRecords',
  'auditEntries',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export type RetentionUnit = 'months' | 'days';

export type RetentionRule = { unit: RetentionUnit; defaultAmount: number; min: number; max: number };

export const RETENTION_RULES = {
  // Counted from the lead's last contact: its creation, or its visit when that came later.
  leads: { unit: 'months', defaultAmount: 24, min: 1, max: 120 },
  // From the lead's creation: a message marked spam is no request to answer.
  spamLeads: { unit: 'days', defaultAmount: 30, min: 1, max: 365 },
  // From the sending (a mail given up on: from its creation). Under a week, a bounce or a
  // "did you get my mail?" could no longer be looked up.
  sentMails: { unit: 'days', defaultAmount: 90, min: 7, max: 730 },
  // Search alerts never confirmed (from their creation) or unsubscribed, newsletter addresses
  // unsubscribed (from the unsubscription).
  inactiveSubscriptions: { unit: 'days', defaultAmount: 30, min: 1, max: 365 },
  // Failed sign-ins, password reset requests and links, rate-limit counters: from their last use.
  signInRecords: { unit: 'days', defaultAmount: 30, min: 1, max: 365 },
  // The audit log answers for what staff and the site did, erasures included: a year at least.
  auditEntries: { unit: 'months', defaultAmount: 36, min: 12, max: 120 },
} as const satisfies Record<RetentionKind, RetentionRule>;

/** An amount per kind, in the kind's unit. */
export type RetentionPeriods = Record<RetentionKind, number>;

export const DEFAULT_RETENTION_PERIODS = Object.fromEntries(
  RETENTION_KINDS.map((kind) => [kind, RETENTION_RULES[kind].defaultAmount]),
) as RetentionPeriods;

export function isRetentionKind(value: unknown): value is RetentionKind {
  return RETENTION_KINDS.includes(value as RetentionKind);
}

/** Whether `amount` is a whole number within the kind's bounds. */
export function isRetentionAmount(kind: RetentionKind, amount: number): boolean {
  const { min, max } = RETENTION_RULES[kind];
  return Number.isInteger(amount) && amount >= min && amount <= max;
}

/**
 * The periods of the stored rows, a kind's default where it has none. A row out of its kind's
 * bounds (bounds tightened since) counts as unset rather than erasing more, or less, than allowed.
 */
export function retentionPeriods(rows: readonly { kind: string; amount: number }[]): RetentionPeriods {
  const periods = { ...DEFAULT_RETENTION_PERIODS };
  for (const { kind, amount } of rows) {
    if (isRetentionKind(kind) && isRetentionAmount(kind, amount)) periods[kind] = amount;
  }
  return periods;
}
