import { describe, expect, it } from 'vitest';
import { isUnsubscribeKind, signUnsubscribe, verifyUnsubscribe } from '@/lib/alerts/unsubscribe-token';

const KEY = 'a-key-derived-from-the-session-secret';

describe('unsubscribe tokens', () => {
  it('verifies the token it signed', () => {
    const token = signUnsubscribe(KEY, 'alert', 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(KEY, 'alert', 42, token)).toBe(true);
  });

  it.each([
    ['another id', () => verifyUnsubscribe(KEY, 'alert', 43, signUnsubscribe(KEY, 'alert', 42))],
    ['another purpose', () => verifyUnsubscribe(KEY, 'newsletter', 42, signUnsubscribe(KEY, 'alert', 42))],
    ['another key', () => verifyUnsubscribe(KEY, 'alert', 42, signUnsubscribe('other-key', 'alert', 42))],
    ['a truncated token', () => verifyUnsubscribe(KEY, 'alert', 42, signUnsubscribe(KEY, 'alert', 42).slice(0, 20))],
    ['an empty token', () => verifyUnsubscribe(KEY, 'alert', 42, '')],
    ['a forged token of the right length', () => verifyUnsubscribe(KEY, 'alert', 42, 'A'.repeat(43))],
    ['an overlong token', () => verifyUnsubscribe(KEY, 'alert', 42, 'A'.repeat(500))],
    ['id zero', () => verifyUnsubscribe(KEY, 'alert', 0, signUnsubscribe(KEY, 'alert', 0))],
    ['a fractional id', () => verifyUnsubscribe(KEY, 'alert', 1.5, signUnsubscribe(KEY, 'alert', 1.5))],
  ])('refuses %s', (_name, check) => {
    expect(check()).toBe(false);
  });

  it('tells the kinds it knows', () => {
    expect(isUnsubscribeKind('alert')).toBe(true);
    expect(isUnsubscribeKind('newsletter')).toBe(true);
    expect(isUnsubscribeKind('everything')).toBe(false);
    expect(isUnsubscribeKind(undefined)).toBe(false);
  });
});
