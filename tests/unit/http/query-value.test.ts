import { describe, expect, it } from 'vitest';
import { type PageQuery, queryValue } from '@/lib/http/query-value';

describe('queryValue', () => {
  const query: PageQuery = {
    token: 'abc',
    empty: '',
    spaced: ' a b ',
    twice: ['a', 'b'],
    // Next gives a list only for a name given more than once; a list of one still names no value.
    once: ['a'],
    none: [],
    absent: undefined,
  };

  it.each<[string, string | null]>([
    ['token', 'abc'],
    // Given, but empty: the reader decides what an empty value means.
    ['empty', ''],
    // Returned as given: no trimming.
    ['spaced', ' a b '],
    ['twice', null],
    ['once', null],
    ['none', null],
    ['absent', null],
    ['missing', null],
    // Names an object has by inheritance are no value of the query.
    ['toString', null],
    ['constructor', null],
    ['__proto__', null],
    // Names are read as given: the query's own capitals decide.
    ['Token', null],
  ])('%s → %j', (name, expected) => {
    expect(queryValue(query)(name)).toBe(expected);
  });

  it('reads nothing from an empty query', () => {
    expect(queryValue({})('token')).toBeNull();
  });
});
