import { describe, expect, it } from 'vitest';
import { discreetName } from '@/lib/owner/contact-name';

describe('discreetName', () => {
  it.each([
    [{ firstName: 'Marie', lastName: 'Dupont' }, 'Marie D.'],
    [{ firstName: ' Jan ', lastName: ' de Smet ' }, 'Jan D.'],
    [{ firstName: 'Marie' }, 'Marie'],
    [{ lastName: 'Dupont' }, 'D.'],
    [{ firstName: '', lastName: '' }, null],
    [{ firstName: 42 }, null],
    [null, null],
    ['Marie', null],
  ])('%j → %s', (payload, expected) => {
    expect(discreetName(payload)).toBe(expected);
  });
});
