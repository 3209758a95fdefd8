import { describe, expect, it } from 'vitest';
import {
  checkTimeToken,
  isTimeToken,
  issueTimeToken,
  TIME_TOKEN_MAX_AGE_SECONDS,
  TIME_TOKEN_MIN_AGE_SECONDS,
} from '@/lib/forms/time-token';

const KEY = 'c3'.repeat(32);
const RENDERED = new Date('2026-11-28T10:00:00Z');
const later = (seconds: number) => new Date(RENDERED.getTime() + seconds * 1000);

describe('the time token of a form sent without script', () => {
  const token = issueTimeToken(KEY, RENDERED);

  it('is told apart from a proof of work', () => {
    expect(isTimeToken(token)).toBe(true);
    expect(isTimeToken(btoa(JSON.stringify({ challenge: {}, solution: {} })))).toBe(false);
    expect(isTimeToken('')).toBe(false);
  });

  it.each([
    ['at once', 0, 'tooSoon'],
    ['just before the minimum age', TIME_TOKEN_MIN_AGE_SECONDS - 0.001, 'tooSoon'],
    ['at the minimum age', TIME_TOKEN_MIN_AGE_SECONDS, 'valid'],
    ['a minute later (a page kept in the page cache)', 60, 'valid'],
    ['at the maximum age', TIME_TOKEN_MAX_AGE_SECONDS, 'valid'],
    ['past the maximum age', TIME_TOKEN_MAX_AGE_SECONDS + 1, 'expired'],
    ['from a clock ahead of this one', -30, 'tooSoon'],
  ])('sent %s: %s', (_when, seconds, expected) => {
    expect(checkTimeToken(KEY, token, later(seconds))).toBe(expected);
  });

  it('refuses a token of another key, a changed time or signature, and anything else', () => {
    const [, issued, signature] = token.split('.');
    const now = later(60);
    expect(checkTimeToken('d4'.repeat(32), token, now)).toBe('invalid');
    expect(checkTimeToken(KEY, `time.${Number(issued) - 3600}.${signature}`, now)).toBe('invalid');
    expect(checkTimeToken(KEY, `time.${issued}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, now)).toBe(
      'invalid',
    );
    expect(checkTimeToken(KEY, `${token}=`, now)).toBe('invalid');
    expect(checkTimeToken(KEY, 'time.', now)).toBe('invalid');
    expect(checkTimeToken(KEY, 'solved-captcha', now)).toBe('invalid');
  });
});
