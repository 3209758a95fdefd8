import { describe, expect, it } from 'vitest';
import { isPublic, publicText } from '@/lib/domain/public-flag';

describe('isPublic', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['TRUE', false],
    ['True', false],
    [' true ', false],
    ['1', false],
    [1, false],
    ['yes', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('%j → %s', (flag, expected) => {
    expect(isPublic(flag)).toBe(expected);
  });
});

describe('publicText', () => {
  it.each<[Parameters<typeof publicText>[0], string | null]>([
    [{ value: 'Bienvenue', public: true }, 'Bienvenue'],
    [{ value: 'Bienvenue', public: 'true' }, 'Bienvenue'],
    [{ value: '  Bienvenue  ', public: true }, 'Bienvenue'],
    [{ value: 'Bienvenue', public: false }, null],
    [{ value: 'Bienvenue', public: 'false' }, null],
    [{ value: 'Bienvenue', public: 'TRUE' }, null],
    [{ value: 'Bienvenue' }, null],
    [{ value: '', public: true }, null],
    [{ value: '   ', public: true }, null],
    [{ value: null, public: true }, null],
    [{ public: true }, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (field, expected) => {
    expect(publicText(field)).toBe(expected);
  });
});
