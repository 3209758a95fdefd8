// Every signed link (unsubscribe, document downloads, previews) is checked by matchesSignature:
// only the exact signature it was made with opens it. A base64url decoder that forgives other
// spellings of the same bytes would give each link many signatures that all work.
import { describe, expect, it } from 'vitest';
import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';

const KEY = 'a-signing-key-for-tests';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A message whose signature holds both characters base64 spells differently from base64url. */
const MESSAGE = Array.from({ length: 1000 }, (_, i) => `unsubscribe:${i}`).find((message) =>
  /-.*_|_.*-/.test(hmacSignature(KEY, message)),
)!;
const SIGNATURE = hmacSignature(KEY, MESSAGE);

/** The last character with its lowest bit flipped: for 32 bytes, a bit that encodes nothing. */
function flippedLastBit(signature: string): string {
  const last = ALPHABET.indexOf(signature.at(-1)!);
  return signature.slice(0, -1) + ALPHABET[last ^ 1];
}

describe('matchesSignature', () => {
  it('accepts the signature the link was made with', () => {
    expect(matchesSignature(KEY, MESSAGE, SIGNATURE)).toBe(true);
  });

  it.each([
    ['the last bit flipped', flippedLastBit(SIGNATURE)],
    ['"=" appended', `${SIGNATURE}=`],
    ['"!!" appended', `${SIGNATURE}!!`],
    ['a "." inserted', `${SIGNATURE.slice(0, 10)}.${SIGNATURE.slice(10)}`],
    ['the "+/" alphabet', SIGNATURE.replaceAll('-', '+').replaceAll('_', '/')],
    ['padding and the "+/" alphabet', `${SIGNATURE.replaceAll('-', '+').replaceAll('_', '/')}=`],
    ['a space around it', ` ${SIGNATURE}`],
  ])('refuses the same bytes spelled with %s', (_case, signature) => {
    expect(signature).not.toBe(SIGNATURE);
    expect(Buffer.from(signature, 'base64url').equals(Buffer.from(SIGNATURE, 'base64url'))).toBe(true);
    expect(matchesSignature(KEY, MESSAGE, signature)).toBe(false);
  });

  it.each([
    ['another message', hmacSignature(KEY, `${MESSAGE}0`)],
    ['another key', hmacSignature(`${KEY}0`, MESSAGE)],
    ['nothing', ''],
    ['no string', ['x']],
    ['an overlong string', SIGNATURE.repeat(100)],
  ])('refuses the signature of %s', (_case, signature) => {
    expect(matchesSignature(KEY, MESSAGE, signature)).toBe(false);
  });
});
