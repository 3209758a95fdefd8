import { describe, expect, it } from 'vitest';
import { streetLine } from '@/lib/properties/street-line';

describe('streetLine', () => {
  it.each([
    [{ street: 'Rue Haute', houseNumber: '12', boxNr: '3' }, 'Rue Haute 12 boîte 3'],
    [{ street: 'Rue Haute', houseNumber: '12', boxNr: null }, 'Rue Haute 12'],
    [{ street: 'Rue Haute', houseNumber: null, boxNr: null }, 'Rue Haute'],
    [{ street: ' ', houseNumber: '', boxNr: null }, null],
    [null, null],
  ])('%j → %s', (address, expected) => {
    expect(streetLine(address, 'boîte')).toBe(expected);
  });
});
