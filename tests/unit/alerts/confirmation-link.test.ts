import { describe, expect, it } from 'vitest';
import { parseConfirmationRequest } from '@/lib/alerts/confirm-alert';
import { confirmationLink, signAlertConfirmation, verifyAlertConfirmation } from '@/lib/alerts/confirmation-link';
import { signUnsubscribe } from '@/lib/alerts/unsubscribe-token';

const KEY = 'a-key-derived-from-the-session-secret';

describe('search alert confirmation links', () => {
  it('verifies the token it signed', () => {
    const token = signAlertConfirmation(KEY, 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyAlertConfirmation(KEY, 42, token)).toBe(true);
  });

  it.each([
    ['another id', () => verifyAlertConfirmation(KEY, 43, signAlertConfirmation(KEY, 42))],
    ['another key', () => verifyAlertConfirmation(KEY, 42, signAlertConfirmation('other-key', 42))],
    [
      'the unsubscribe token of the same alert',
      () => verifyAlertConfirmation(KEY, 42, signUnsubscribe(KEY, 'alert', 42)),
    ],
    ['a truncated token', () => verifyAlertConfirmation(KEY, 42, signAlertConfirmation(KEY, 42).slice(0, 20))],
    ['an empty token', () => verifyAlertConfirmation(KEY, 42, '')],
    ['id zero', () => verifyAlertConfirmation(KEY, 0, signAlertConfirmation(KEY, 0))],
    ['a fractional id', () => verifyAlertConfirmation(KEY, 1.5, signAlertConfirmation(KEY, 1.5))],
  ])('refuses %s', (_name, check) => {
    expect(check()).toBe(false);
  });

  it('leads to the confirmation page in the alert language', () => {
    const token = signAlertConfirmation(KEY, 7);
    expect(confirmationLink('https://www.example.be', KEY, 7, 'nl')).toBe(
      `https://www.example.be/nl/zoekopdracht-bevestigen/?id=7&token=${token}`,
    );
    expect(confirmationLink('https://www.example.be', KEY, 7, 'fr')).toContain('/fr/confirmer-alerte/?id=7&');
  });

  it('reads the link back, and nothing from a cut one', () => {
    const read = (query: string) => parseConfirmationRequest((name) => new URLSearchParams(query).get(name));
    expect(read('id=7&token=abc')).toEqual({ id: 7, token: 'abc' });
    expect(read('id=7')).toBeNull();
    expect(read('token=abc')).toBeNull();
    expect(read('id=-1&token=abc')).toBeNull();
  });
});
