import { describe, expect, it } from 'vitest';
import { dutiesCase, isBelgianRegion, registrationDuties, type BelgianRegion } from '@/lib/finance/registration-duties';

describe('registrationDuties', () => {
  it.each<[BelgianRegion, number, boolean, { rate: number; abatement: number; amount: number }]>([
    // Flanders: 12 %, 2 % for the only own home.
    ['flanders', 400_000, false, { rate: 0.12, abatement: 0, amount: 48_000 }],
    ['flanders', 400_000, true, { rate: 0.02, abatement: 0, amount: 8_000 }],
    ['flanders', 1_500_000, true, { rate: 0.02, abatement: 0, amount: 30_000 }],
    // Wallonia: 12.5 %, 3 % for the own home, no ceiling.
    ['wallonia', 300_000, false, { rate: 0.125, abatement: 0, amount: 37_500 }],
    ['wallonia', 300_000, true, { rate: 0.03, abatement: 0, amount: 9_000 }],
    ['wallonia', 2_000_000, true, { rate: 0.03, abatement: 0, amount: 60_000 }],
    // Brussels: 12.5 %; own home up to € 600,000 pays nothing on its first € 200,000.
    ['brussels', 450_000, false, { rate: 0.125, abatement: 0, amount: 56_250 }],
    ['brussels', 450_000, true, { rate: 0.125, abatement: 200_000, amount: 31_250 }],
    ['brussels', 150_000, true, { rate: 0.125, abatement: 150_000, amount: 0 }],
    ['brussels', 200_000, true, { rate: 0.125, abatement: 200_000, amount: 0 }],
    ['brussels', 600_000, true, { rate: 0.125, abatement: 200_000, amount: 50_000 }],
    ['brussels', 600_001, true, { rate: 0.125, abatement: 0, amount: 75_000.13 }],
  ])('%s, € %d, own home %s', (region, price, ownHome, expected) => {
    expect(registrationDuties(price, region, ownHome)).toMatchObject(expected);
  });

  it('taxes the price minus the abatement', () => {
    expect(registrationDuties(450_000, 'brussels', true)?.taxableBase).toBe(250_000);
  });

  it.each([0, -1, Number.NaN, Infinity])('price %d → null', (price) => {
    expect(registrationDuties(price, 'flanders', true)).toBeNull();
  });
});

describe('isBelgianRegion', () => {
  it.each([
    ['flanders', true],
    ['wallonia', true],
    ['brussels', true],
    ['luxembourg', false],
    [null, false],
  ] as const)('%s → %s', (region, expected) => {
    expect(isBelgianRegion(region)).toBe(expected);
  });
});

describe('dutiesCase', () => {
  it.each([
    // Ghent, € 575,000: 12 % is the standard Flemish rate, 2 % the only own home's.
    [69_000, 575_000, 'flanders', 'standard'],
    [11_500, 575_000, 'flanders', 'ownHome'],
    [69_300, 575_000, 'flanders', 'standard'],
    [40_000, 575_000, 'flanders', null],
    // Brussels: 12.5 %, and for the own home the first € 200,000 free up to € 600,000.
    [62_500, 500_000, 'brussels', 'standard'],
    [37_500, 500_000, 'brussels', 'ownHome'],
    [0, 500_000, 'wallonia', null],
  ] as const)('reads € %i of duties on € %i in %s as %s', (listed, price, region, expected) => {
    expect(dutiesCase(listed, price, region)).toBe(expected);
  });
});
