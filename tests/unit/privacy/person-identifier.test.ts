import { describe, expect, it } from 'vitest';
import { mentionsPerson, personIdentifier } from '@/lib/privacy/person-identifier';

const email = { kind: 'email', value: 'lotte.peeters@example.be' } as const;
const phone = { kind: 'phone', value: '+32470123456' } as const;

describe('personIdentifier', () => {
  it.each([
    ['an address, trimmed and in lower case', '  Lotte.Peeters@Example.BE ', email],
    ['a Belgian mobile number as typed', '0470 12 34 56', phone],
    ['a number with slashes and dots', '0470/12.34.56', phone],
    ['an international number', '+32 470 12 34 56', phone],
    ['a Luxembourg number', '+352 621 123 456', { kind: 'phone', value: '+352621123456' }],
  ])('reads %s', (_case, text, expected) => {
    expect(personIdentifier(text)).toEqual(expected);
  });

  it.each([
    ['nothing', ''],
    ['a name', 'Lotte Peeters'],
    ['half an address', 'lotte@'],
    ['an address with spaces inside', 'lotte peeters@example.be'],
    ['too few digits', '0470 12'],
  ])('refuses %s', (_case, text) => {
    expect(personIdentifier(text)).toBeNull();
  });
});

describe('mentionsPerson', () => {
  it('finds the address in any field, at any depth, in any case', () => {
    expect(mentionsPerson({ email: 'lotte.peeters@example.be' }, email)).toBe(true);
    expect(mentionsPerson({ applicantB: { email: 'Lotte.Peeters@example.be ' } }, email)).toBe(true);
    expect(mentionsPerson({ friends: ['x@example.be', 'lotte.peeters@example.be'] }, email)).toBe(true);
  });

  it('needs the whole field: another address that contains it is someone else', () => {
    expect(mentionsPerson({ email: 'charlotte.peeters@example.be' }, email)).toBe(false);
    expect(mentionsPerson({ message: 'write to lotte.peeters@example.be' }, email)).toBe(false);
    expect(mentionsPerson({ email: 'lotte.peeters@example.be.evil' }, email)).toBe(false);
  });

  it('finds a number however it was typed', () => {
    for (const typed of ['0470 12 34 56', '0470/12.34.56', '+32 (0)470 12 34 56', '+32470123456', '0032470123456'])
      expect(mentionsPerson({ phone: typed }, phone), typed).toBe(true);
    expect(mentionsPerson({ phone: '0470 12 34 57' }, phone)).toBe(false);
    expect(mentionsPerson({ price: 470123456 }, phone)).toBe(false);
  });

  it('reads nothing into values that hold no text', () => {
    expect(mentionsPerson(null, email)).toBe(false);
    expect(mentionsPerson(42, phone)).toBe(false);
    expect(mentionsPerson({}, email)).toBe(false);
  });
});
