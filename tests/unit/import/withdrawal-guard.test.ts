import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_WITHDRAW_SHARE } from '@/lib/env';
import { withdrawalRefusal } from '@/lib/import/withdrawal-guard';

describe('withdrawalRefusal', () => {
  it.each([
    // withdrawn, available, max share, refused?
    [0, 0, 0.2, false],
    [0, 100, 0, false],
    [20, 100, 0.2, false],
    [21, 100, 0.2, true],
    [1, 4, 0.2, true],
    [1, 5, 0.2, false],
    [72, 72, 0.2, true],
    [72, 72, 1, false],
    [1, 100, 0, true],
    [50_000, 100_000, 0.5, false],
    [50_001, 100_000, 0.5, true],
  ])('%i of %i available with a %f share: refused %s', (withdrawn, available, share, refused) => {
    expect(withdrawalRefusal({ withdrawn, available }, share) !== null).toBe(refused);
  });

  it('says how many, out of how many, and what to change', () => {
    expect(withdrawalRefusal({ withdrawn: 900, available: 1000 }, DEFAULT_MAX_WITHDRAW_SHARE)).toBe(
      'it would withdraw 900 of the 1000 available properties (90%), more than the 20% allowed by ' +
        'IMPORT_MAX_WITHDRAW_SHARE. Nothing was changed; if the withdrawals are real, import this feed with a higher share.',
    );
  });
});
