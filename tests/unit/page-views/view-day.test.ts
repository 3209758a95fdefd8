import { describe, expect, it } from 'vitest';
import { viewDay } from '@/lib/page-views/view-day';
import { BRUSSELS_CLOCK } from '../../support/unit-brussels-clock';

describe('viewDay (Europe/Brussels)', () => {
  it.each(BRUSSELS_CLOCK)('%s → %s', (instant, day) => {
    expect(viewDay(new Date(instant))).toBe(day);
  });
});
