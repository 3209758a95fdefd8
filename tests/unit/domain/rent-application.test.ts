import { describe, expect, it } from 'vitest';
import { checkHousehold, rentalFigures, type RentalTerms } from '@/lib/domain/rent-application';
import { RENTAL_TERMS } from '../../support/rental-terms';

describe('rentalFigures', () => {
  it('adds first rent, first charges, half the inventory and three months of guarantee', () => {
    expect(rentalFigures(RENTAL_TERMS)).toEqual({
      rent: 1575,
      charges: 120,
      inventoryShare: 150,
      guarantee: 4725,
      // 1575 + 120 + 150 + 4725
      totalAtSigning: 6570,
      minimumIncome: 4750,
      maximumPersons: 4,
    });
  });

  it.each<[string, Partial<RentalTerms>, Partial<ReturnType<typeof rentalFigures>>]>([
    ['no charges announced', { chargesRenter: null }, { charges: 0, totalAtSigning: 6450 }],
    ['no inventory cost', { inventoryCost: null }, { inventoryShare: 0, totalAtSigning: 6420 }],
    [
      'odd inventory cost, halved to the cent',
      { inventoryCost: 175.55 },
      { inventoryShare: 87.78, totalAtSigning: 6507.78 },
    ],
    ['charges with cents', { chargesRenter: 0.1, inventoryCost: 0.2 }, { totalAtSigning: 6300.2 }],
    ['negative charges ignored', { chargesRenter: -50 }, { charges: 0, totalAtSigning: 6450 }],
    ['NaN inventory ignored', { inventoryCost: Number.NaN }, { inventoryShare: 0 }],
    [
      'a rent with cents',
      { price: 999.99, chargesRenter: 0, inventoryCost: 0 },
      { guarantee: 2999.97, totalAtSigning: 3999.96 },
    ],
  ])('%s', (_name, change, expected) => {
    expect(rentalFigures({ ...RENTAL_TERMS, ...change })).toMatchObject(expected);
  });

  it.each<[string, number | null]>([
    ['a private rent', null],
    ['a zero rent (not filled in)', 0],
    ['a negative rent', -1],
    ['an infinite rent', Number.POSITIVE_INFINITY],
  ])('gives no guarantee nor total for %s, and no derived income', (_name, price) => {
    const figures = rentalFigures({ ...RENTAL_TERMS, price, minimumIncome: null });
    expect(figures).toMatchObject({ rent: null, guarantee: null, totalAtSigning: null, minimumIncome: null });
    expect(figures.inventoryShare).toBe(150);
  });

  it('keeps the CRM minimum income even when the rent is private', () => {
    expect(rentalFigures({ ...RENTAL_TERMS, price: null }).minimumIncome).toBe(4750);
  });

  it.each<[number | null, number | null, number | null]>([
    // [minimumIncome from the CRM, rent, expected]
    [4750, 1575, 4750],
    [null, 1575, 4725],
    [0, 1000, 3000],
    [-5, 1000, 3000],
    [null, 1333.33, 3999.99],
  ])('minimum income %j with rent %j → %j', (minimumIncome, price, expected) => {
    expect(rentalFigures({ ...RENTAL_TERMS, minimumIncome, price }).minimumIncome).toBe(expected);
  });

  it.each<[number | null, number | null, number | null]>([
    // [maximumPersons from the CRM, bedrooms, expected]
    [4, 2, 4],
    [5, null, 5],
    [null, 3, 6],
    [null, 1, 2],
    [null, 0, 2],
    [null, null, null],
    [0, 2, 4],
    [2.5, 2, 4],
    [null, -1, null],
    [null, 1.5, null],
  ])('maximum persons %j with %j bedrooms → %j', (maximumPersons, bedrooms, expected) => {
    expect(rentalFigures({ ...RENTAL_TERMS, maximumPersons, bedrooms }).maximumPersons).toBe(expected);
  });
});

describe('checkHousehold', () => {
  const figures = { minimumIncome: 4750, maximumPersons: 4 };

  it.each<[string, Parameters<typeof checkHousehold>[0], ReturnType<typeof checkHousehold>]>([
    [
      'exactly at both limits',
      { adults: 2, children: 2, incomes: [2500, 2250] },
      { persons: 4, income: 4750, incomeBelowMinimum: false, tooManyPersons: false },
    ],
    [
      'one cent short and one person too many',
      { adults: 2, children: 3, incomes: [2500, 2249.99] },
      { persons: 5, income: 4749.99, incomeBelowMinimum: true, tooManyPersons: true },
    ],
    [
      'a single income (person 2 absent)',
      { adults: 1, children: 0, incomes: [5000, undefined] },
      { persons: 1, income: 5000, incomeBelowMinimum: false, tooManyPersons: false },
    ],
    [
      'no income at all',
      { adults: 1, children: 0, incomes: [null, null] },
      { persons: 1, income: 0, incomeBelowMinimum: true, tooManyPersons: false },
    ],
    [
      'nonsense counts and amounts count as nothing',
      { adults: -2, children: 1.5, incomes: [-100, Number.NaN] },
      { persons: 0, income: 0, incomeBelowMinimum: true, tooManyPersons: false },
    ],
    [
      'incomes with cents',
      { adults: 2, children: 0, incomes: [0.1, 0.2] },
      { persons: 2, income: 0.3, incomeBelowMinimum: true, tooManyPersons: false },
    ],
  ])('%s', (_name, household, expected) => {
    expect(checkHousehold(household, figures)).toEqual(expected);
  });

  it('never warns about a figure the property does not have', () => {
    expect(
      checkHousehold({ adults: 9, children: 9, incomes: [0] }, { minimumIncome: null, maximumPersons: null }),
    ).toMatchObject({ incomeBelowMinimum: false, tooManyPersons: false });
  });
});
