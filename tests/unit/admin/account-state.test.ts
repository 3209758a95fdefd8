import { describe, expect, it } from 'vitest';
import { accountState } from '@/lib/admin/account-state';

const DAY = new Date('2026-12-01T09:00:00Z');

describe('accountState', () => {
  it.each([
    [null, null, 'active'],
    [null, DAY, 'invited'],
    [DAY, null, 'disabled'],
    // Disabled before the invitation was taken up: disabled is what counts.
    [DAY, DAY, 'disabled'],
  ] as const)('disabled %s, invited %s: %s', (disabledAt, invitedAt, expected) => {
    expect(accountState({ disabledAt, invitedAt })).toBe(expected);
  });
});
