import { describe, expect, it } from 'vitest';
import { PERSON_SEARCH_MINUTES, personOfSearchToken, personSearchToken } from '@/lib/privacy/person-search-token';

const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);
const person = { kind: 'email', value: 'lotte.peeters@example.be' } as const;
const now = new Date('2026-06-15T10:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('person search token', () => {
  // Made for member of staff 7.
  const token = personSearchToken(KEY, 7, person, now);

  it('names the person for the member of staff who searched, for an hour', () => {
    expect(personOfSearchToken(KEY, token, 7, now)).toEqual(person);
    expect(personOfSearchToken(KEY, token, 7, later(PERSON_SEARCH_MINUTES - 1))).toEqual(person);
    expect(personOfSearchToken(KEY, token, 7, later(PERSON_SEARCH_MINUTES))).toBeNull();
  });

  it('shows nothing of the person in the token', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('lotte');
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('lotte');
  });

  it('opens for nobody else, under no other key, and not once changed', () => {
    expect(personOfSearchToken(KEY, token, 8, now)).toBeNull();
    expect(personOfSearchToken(OTHER_KEY, token, 7, now)).toBeNull();
    const changed = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(personOfSearchToken(KEY, changed, 7, now)).toBeNull();
    expect(personOfSearchToken(KEY, undefined, 7, now)).toBeNull();
    expect(personOfSearchToken(KEY, '', 7, now)).toBeNull();
  });
});
