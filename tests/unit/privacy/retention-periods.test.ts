import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_PERIODS,
  isRetentionAmount,
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionPeriods,
} from '@/lib/privacy/retention-periods';

describe('retention rules', () => {
  it.each(RETENTION_KINDS)('%s has a default within its bounds', (kind) => {
    const { min, max, defaultAmount } = RETENTION_RULES[kind];
    expect(min).toBeGreaterThanOrEqual(1);
    expect(min).toBeLessThanOrEqual(defaultAmount);
    expect(defaultAmount).toBeLessThanOrEqual(max);
  });

  it('has the defaults docs/forms.md states', () => {
    expect(DEFAULT_RETENTION_PERIODS).toEqual({
      leads: 24,
      spamLeads: 30,
      sentMails: 90,
      inactiveSubscriptions: 30,
      signInRecords: 30,
      auditEntries: 36,
    });
    expect(RETENTION_RULES.leads.unit).toBe('months');
    expect(RETENTION_RULES.auditEntries.unit).toBe('months');
    expect(RETENTION_RULES.spamLeads.unit).toBe('days');
  });
});

describe('isRetentionAmount', () => {
  it.each([
    ['leads', 1, true],
    ['leads', 120, true],
    ['leads', 0, false],
    ['leads', 121, false],
    ['leads', 12.5, false],
    ['sentMails', 6, false],
    ['sentMails', 7, true],
    ['auditEntries', 11, false],
    ['auditEntries', 12, true],
    ['spamLeads', Number.NaN, false],
  ] as const)('%s: %s is %s', (kind, amount, allowed) => {
    expect(isRetentionAmount(kind, amount)).toBe(allowed);
  });
});

describe('retentionPeriods', () => {
  it('takes each stored amount, and the default of a kind without one', () => {
    expect(
      retentionPeriods([
        { kind: 'leads', amount: 12 },
        { kind: 'sentMails', amount: 30 },
      ]),
    ).toEqual({
      ...DEFAULT_RETENTION_PERIODS,
      leads: 12,
      sentMails: 30,
    });
  });

  it('ignores an unknown kind and an amount out of its bounds', () => {
    expect(
      retentionPeriods([
        { kind: 'cookies', amount: 5 },
        { kind: 'leads', amount: 0 },
        { kind: 'auditEntries', amount: 6 },
        { kind: 'constructor', amount: 3 },
      ]),
    ).toEqual(DEFAULT_RETENTION_PERIODS);
  });
});
