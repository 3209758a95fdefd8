import { describe, expect, it } from 'vitest';
import { firstOverlap, hasValidLength, MAX_SLOT_MINUTES, overlaps } from '@/lib/appointments/slot-rules';

const span = (start: string, end: string) => ({
  startsAt: new Date(`2026-12-05T${start}:00Z`),
  endsAt: new Date(`2026-12-05T${end}:00Z`),
});

describe('overlaps', () => {
  const slot = span('10:00', '10:30');

  it.each([
    ['the same time', span('10:00', '10:30'), true],
    ['a slot starting inside it', span('10:15', '10:45'), true],
    ['a slot ending inside it', span('09:45', '10:15'), true],
    ['a slot around it', span('09:00', '11:00'), true],
    ['a slot inside it', span('10:10', '10:20'), true],
    ['a slot ending when it starts', span('09:30', '10:00'), false],
    ['a slot starting when it ends', span('10:30', '11:00'), false],
    ['a later slot', span('11:00', '11:30'), false],
  ])('%s: %s', (_name, other, expected) => {
    expect(overlaps(slot, other)).toBe(expected);
    expect(overlaps(other, slot)).toBe(expected);
  });

  it('finds the first of several', () => {
    const others = [span('09:00', '09:30'), span('10:20', '11:00'), span('10:25', '10:40')];
    expect(firstOverlap(slot, others)).toBe(others[1]);
    expect(firstOverlap(slot, others.slice(0, 1))).toBeUndefined();
  });
});

describe('hasValidLength', () => {
  it.each([
    [span('10:00', '10:01'), true],
    [span('10:00', '18:00'), true],
    [span('10:00', '10:00'), false],
    [span('10:30', '10:00'), false],
    [span('10:00', '18:01'), false],
  ])('%j: %s', (slot, expected) => {
    expect(hasValidLength(slot)).toBe(expected);
  });

  it('allows eight hours at most', () => {
    expect(MAX_SLOT_MINUTES).toBe(480);
  });
});
