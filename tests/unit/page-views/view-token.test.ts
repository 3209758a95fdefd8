import { describe, expect, it } from 'vitest';
import { isValidViewToken, signViewToken } from '@/lib/page-views/view-token';

const KEY = 'a-page-view-key-for-tests';
const MADE = new Date('2026-11-25T12:34:56Z');
const at = (iso: string) => new Date(iso);

describe('view tokens', () => {
  it('are the same for every render of a page within the hour, and change with the next', () => {
    expect(signViewToken(KEY, 41001, at('2026-11-25T12:00:00Z'))).toBe(signViewToken(KEY, 41001, MADE));
    expect(signViewToken(KEY, 41001, at('2026-11-25T12:59:59Z'))).toBe(signViewToken(KEY, 41001, MADE));
    expect(signViewToken(KEY, 41001, at('2026-11-25T13:00:00Z'))).not.toBe(signViewToken(KEY, 41001, MADE));
  });

  it.each([
    ['when the page is made', '2026-11-25T12:34:56Z', true],
    ['a day later', '2026-11-26T12:34:56Z', true],
    ['just under 48 hours after its hour', '2026-11-27T11:59:59Z', true],
    ['48 hours after its hour', '2026-11-27T12:00:00Z', false],
    ['on a server whose clock is five minutes behind', '2026-11-25T11:55:00Z', true],
    ['on a server whose clock is an hour behind', '2026-11-25T11:00:00Z', false],
  ])('count a view %s: %s', (_case, now, valid) => {
    expect(isValidViewToken(KEY, 41001, signViewToken(KEY, 41001, MADE), at(now))).toBe(valid);
  });

  it('count for no other property, under no other key, with no changed issue time', () => {
    const token = signViewToken(KEY, 41001, MADE);
    expect(isValidViewToken(KEY, 41002, token, MADE)).toBe(false);
    expect(isValidViewToken('another-key', 41001, token, MADE)).toBe(false);
    const [issued, signature] = token.split('.');
    expect(isValidViewToken(KEY, 41001, `${Number(issued) + 3600}.${signature}`, MADE)).toBe(false);
  });

  it.each([
    ['nothing', undefined],
    ['a number', 1795694400],
    ['no signature', '1795694400'],
    ['no issue time', '.abc'],
    ['a word for the issue time', 'soon.abc'],
    ['an overlong signature', `1795694400.${'x'.repeat(500)}`],
  ])('refuse %s', (_case, token) => {
    expect(isValidViewToken(KEY, 41001, token, MADE)).toBe(false);
  });
});
