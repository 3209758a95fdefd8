// A sealed text (a visit link's lead id) is read back only under its own key and only from the
// exact token sealText wrote: a changed, cut or respelled token opens nothing.
import { describe, expect, it } from 'vitest';
import { openSealedText, sealText } from '@/lib/security/sealed-text';

const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The token with its character at `index` replaced by the next one of the alphabet. */
function changedAt(token: string, index: number): string {
  const next = ALPHABET[(ALPHABET.indexOf(token[index]!) + 1) % ALPHABET.length]!;
  return token.slice(0, index) + next + token.slice(index + 1);
}

describe('sealed text', () => {
  it('opens what it sealed, and the token shows none of it', () => {
    const token = sealText(KEY, '4217.1790000000');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('4217');
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('4217');
    expect(openSealedText(KEY, token)).toBe('4217.1790000000');
  });

  it('seals the same text differently each time', () => {
    expect(sealText(KEY, 'same')).not.toBe(sealText(KEY, 'same'));
  });

  it('opens nothing under another key', () => {
    expect(openSealedText(OTHER_KEY, sealText(KEY, 'text'))).toBeNull();
  });

  // One that holds a character base64 spells differently from base64url (the IV is random).
  const token = Array.from({ length: 100 }, () => sealText(KEY, '12.1790000000')).find((one) => /[-_]/.test(one))!;
  it.each([
    ['a changed first character (the IV)', changedAt(token, 0)],
    ['a changed middle character (the text)', changedAt(token, 20)],
    ['a changed last character (the tag)', changedAt(token, token.length - 1)],
    ['a cut token', token.slice(0, -4)],
    ['a token with "=" padding', `${token}=`],
    ['a token in the base64 alphabet', token.replace(/-/g, '+').replace(/_/g, '/')],
    ['a token with a space', `${token.slice(0, 10)} ${token.slice(10)}`],
    ['the IV and tag alone', token.slice(0, 38)],
    ['an empty token', ''],
    ['a number', 12],
    ['nothing', undefined],
  ])('refuses %s', (_name, given) => {
    expect(openSealedText(KEY, given)).toBeNull();
  });
});
