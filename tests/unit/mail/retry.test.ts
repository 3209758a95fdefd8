import { describe, expect, it } from 'vitest';
import { nextAttemptDelayMs } from '@/lib/mail/retry';

describe('nextAttemptDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [7, 1_920_000],
    [30, 3_600_000],
  ])('after %s attempts waits %s ms', (attempts, delay) => {
    expect(nextAttemptDelayMs(attempts)).toBe(delay);
  });
});
