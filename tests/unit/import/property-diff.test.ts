import { describe, expect, it } from 'vitest';
import { changedColumns, listChanges, sameList } from '@/lib/import/property-diff';

describe('changedColumns', () => {
  const stored = { price: 350_000, street: 'Rue du Bailli', epcEndDate: new Date('2030-01-01'), bedrooms: null };

  it.each([
    ['nothing', { price: 350_000 }, {}],
    ['a number', { price: 355_000 }, { price: 355_000 }],
    ['a value to null', { street: null }, { street: null }],
    ['null to a value', { bedrooms: 3 }, { bedrooms: 3 }],
    ['the same instant', { epcEndDate: new Date('2030-01-01T00:00:00.000Z') }, {}],
    ['another date', { epcEndDate: new Date('2031-01-01') }, { epcEndDate: new Date('2031-01-01') }],
    ['an undefined column (kept)', { price: undefined }, {}],
    ['a column the row lacks', { garages: 1 }, { garages: 1 }],
  ])('%s', (_name, next, expected) => {
    expect(changedColumns(stored, next)).toEqual(expected);
  });
});

describe('listChanges', () => {
  const picture = (id: number, url: string, sort: number) => ({ id, url, sort });

  it('sorts rows into created, updated and removed by key', () => {
    const current = [picture(1, 'a.jpg', 0), picture(2, 'b.jpg', 1), picture(3, 'c.jpg', 2)];
    const next = [picture(1, 'a.jpg', 0), picture(2, 'b2.jpg', 1), picture(4, 'd.jpg', 2)];

    expect(listChanges(current, next, (row) => row.id)).toEqual({
      created: [picture(4, 'd.jpg', 2)],
      updated: [picture(2, 'b2.jpg', 1)],
      removed: [picture(3, 'c.jpg', 2)],
    });
  });

  it('finds nothing to do in equal lists', () => {
    const rows = [picture(1, 'a.jpg', 0)];
    expect(listChanges(rows, [...rows], (row) => row.id)).toEqual({ created: [], updated: [], removed: [] });
  });
});

describe('sameList', () => {
  const doc = (name: string, url: string | null) => ({ name, url, public: url !== null });

  it.each([
    ['equal lists', [doc('PEB', '/a.pdf')], [doc('PEB', '/a.pdf')], true],
    ['stored rows with more columns', [{ id: 7, ...doc('PEB', '/a.pdf') }], [doc('PEB', '/a.pdf')], true],
    ['another order', [doc('A', null), doc('B', null)], [doc('B', null), doc('A', null)], false],
    ['one more', [doc('A', null)], [doc('A', null), doc('B', null)], false],
    ['a changed link', [doc('A', '/a.pdf')], [doc('A', '/b.pdf')], false],
    ['both empty', [], [], true],
  ])('%s → %s', (_name, current, next, expected) => {
    expect(sameList(current, next)).toBe(expected);
  });
});
