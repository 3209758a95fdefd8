import { describe, expect, it } from 'vitest';
import { leadFilter, leadFilterQuery, leadWhere, searchSpellings, searchTerms } from '@/lib/admin/lead-filter';

describe('leadFilter', () => {
  it('keeps the known filters and the search, trimmed and cut at 100 characters', () => {
    expect(
      leadFilter({ type: 'contact-me', status: 'handled', locale: 'nl', assigned: 'me', q: '  jan  ', page: '3' }),
    ).toEqual({
      type: 'contact-me',
      status: 'handled',
      locale: 'nl',
      assigned: 'me',
      q: 'jan',
      page: 3,
    });
    expect(leadFilter({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });

  it.each([
    [{ type: 'contact' }, { page: 1 }],
    [{ status: 'done' }, { page: 1 }],
    [{ locale: 'es' }, { page: 1 }],
    [{ q: '   ' }, { page: 1 }],
    [{ page: '0' }, { page: 1 }],
    [{ page: '-2' }, { page: 1 }],
    [{ page: '2.5' }, { page: 1 }],
    [{ page: 'abc' }, { page: 1 }],
    [{ page: '100001' }, { page: 1 }],
    [{ type: ['spam', 'contact-me'] }, { page: 1 }],
    [{ status: ['spam', 'new'] }, { status: 'spam', page: 1 }],
    [{ assigned: 'someone' }, { page: 1 }],
    [{ assigned: '12' }, { page: 1 }],
    [{ assigned: ['none', 'me'] }, { assigned: 'none', page: 1 }],
  ])('ignores what it does not know: %j', (query, expected) => {
    expect(leadFilter(query)).toEqual(expected);
  });
});

describe('leadFilterQuery', () => {
  it('writes the filter back, page 1 left out', () => {
    expect(leadFilterQuery({ page: 1 })).toBe('');
    expect(leadFilterQuery({ type: 'rent-application', q: 'élise dubois', page: 1 })).toBe(
      '?type=rent-application&q=%C3%A9lise+dubois',
    );
    expect(leadFilterQuery({ status: 'spam', page: 1 }, 4)).toBe('?status=spam&page=4');
    expect(leadFilterQuery({ status: 'new', assigned: 'me', page: 1 })).toBe('?status=new&assigned=me');
  });

  it('round-trips through leadFilter', () => {
    const filter = { type: 'contact-me', status: 'new', locale: 'de', assigned: 'none', q: 'a&b=c', page: 7 } as const;
    const query = Object.fromEntries(new URLSearchParams(leadFilterQuery(filter)));
    expect(leadFilter(query)).toEqual(filter);
  });
});

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['jan', ['jan']],
    ['  jan   peeters ', ['jan', 'peeters']],
    ['a b c d e f g', ['a', 'b', 'c', 'd', 'e']],
    // A phone number stays whole, however it is spaced.
    ['0470 12 34 56', ['0470 12 34 56']],
    ['+32 470 12 34 56', ['+32 470 12 34 56']],
    // Digits that are no phone number are words.
    ['1180 uccle', ['1180', 'uccle']],
  ])('%j → %j', (q, expected) => expect(searchTerms(q)).toEqual(expected));
});

describe('searchSpellings', () => {
  it('tries the usual casings on SQLite, whose LIKE ignores the case of ASCII letters only', () => {
    expect(searchSpellings("d'hondt", 'sqlite')).toEqual(["d'hondt", "D'HONDT", "D'Hondt"]);
    expect(searchSpellings('élise', 'sqlite')).toEqual(['élise', 'ÉLISE', 'Élise']);
    expect(searchSpellings('jean-pierre', 'sqlite')).toContain('Jean-Pierre');
  });

  it('leaves the case to PostgreSQL, which ignores it', () => {
    expect(searchSpellings('Élise', 'postgresql')).toEqual(['Élise']);
  });

  it('looks for a phone number as visitors write it', () => {
    expect(searchSpellings('0470/12.34.56', 'postgresql')).toEqual([
      '0470/12.34.56',
      '+32470123456',
      '+32 470 12 34 56',
      '0470 12 34 56',
      '0470123456',
    ]);
  });

  it('escapes what the payload JSON escapes', () => {
    expect(searchSpellings('say "hi"', 'postgresql')).toEqual(['say \\"hi\\"']);
  });
});

describe('leadWhere', () => {
  it('puts every filter in the where clause, each search word a condition of its own', () => {
    const where = leadWhere({ type: 'contact-me', status: 'new', locale: 'fr', q: 'jan 42' }, 'postgresql', 7);
    expect(where).toMatchObject({ type: 'contact-me', status: 'new', locale: 'fr' });
    expect(where.AND).toHaveLength(2);
    expect(JSON.stringify(where.AND)).toContain('"mode":"insensitive"');
    // A number may be the lead's own.
    expect(JSON.stringify((where.AND as object[])[1])).toContain('{"id":42}');
    expect(leadWhere({}, 'sqlite', 7)).toEqual({});
    expect(JSON.stringify(leadWhere({ q: 'jan' }, 'sqlite', 7))).not.toContain('mode');
  });

  it('reads "assigned to me" as the member of staff looking, and "nobody" as no assignee', () => {
    expect(leadWhere({ assigned: 'me' }, 'sqlite', 7)).toEqual({ assignedToId: 7 });
    expect(leadWhere({ assigned: 'me' }, 'sqlite', 12)).toEqual({ assignedToId: 12 });
    expect(leadWhere({ assigned: 'none', status: 'new' }, 'postgresql', 7)).toEqual({
      status: 'new',
      assignedToId: null,
    });
  });
});
