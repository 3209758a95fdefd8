import { describe, expect, it } from 'vitest';
import {
  forgotNotice,
  passwordPageAnswer,
  passwordPageOf,
  refusalNotice,
  resetNotice,
} from '@/lib/auth/password-pages';

describe('forgotNotice and resetNotice', () => {
  it.each(['sent', 'emailInvalid', 'failed'])('the forgot page says %s', (notice) => {
    expect(forgotNotice(notice)).toBe(notice);
  });

  it.each(['done', 'tokenInvalid', 'passwordTooShort', 'passwordTooLong', 'passwordMismatch', 'failed'])(
    'the reset page says %s',
    (notice) => {
      expect(resetNotice(notice)).toBe(notice);
    },
  );

  it.each([undefined, null, '', 'done', 'toString', ['sent']])('the forgot page says nothing of %j', (value) => {
    expect(forgotNotice(value)).toBeNull();
  });

  it.each([undefined, 'sent', 'emailInvalid', '__proto__', ['done']])('the reset page says nothing of %j', (value) => {
    expect(resetNotice(value)).toBeNull();
  });
});

describe('refusalNotice', () => {
  it('names the first issue when its page has it, else failed', () => {
    expect(refusalNotice([{ message: 'emailInvalid' }], forgotNotice)).toBe('emailInvalid');
    expect(refusalNotice([{ message: 'passwordMismatch' }, { message: 'tokenInvalid' }], resetNotice)).toBe(
      'passwordMismatch',
    );
    expect(refusalNotice([{ message: 'failed' }, { message: 'emailInvalid' }], forgotNotice)).toBe('failed');
    expect(refusalNotice([{ message: 'tokenInvalid' }], forgotNotice)).toBe('failed');
    expect(refusalNotice([], resetNotice)).toBe('failed');
  });
});

describe('passwordPageOf', () => {
  it('reads the language and the kind of account of the hidden fields', () => {
    expect(passwordPageOf({ locale: 'nl', kind: 'staff' })).toEqual({ locale: 'nl', kind: 'staff' });
    expect(passwordPageOf({ locale: 'de', kind: 'owner' })).toEqual({ locale: 'de', kind: 'owner' });
  });

  it.each([null, undefined, 'text', {}, { locale: 'xx', kind: 'admin' }, { locale: ['nl'], kind: ['staff'] }])(
    'falls back on an owner in French for %j',
    (fields) => {
      expect(passwordPageOf(fields)).toEqual({ locale: 'fr', kind: 'owner' });
    },
  );
});

describe('passwordPageAnswer', () => {
  it('sends an owner back to the page in its language with the notice alone', () => {
    const answer = passwordPageAnswer('/login/forgot', { locale: 'nl', kind: 'owner' }, 'sent');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/nl/login/wachtwoord-vergeten/?notice=sent');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('keeps a staff account’s page as such, and sets the cookie given', () => {
    const answer = passwordPageAnswer('/login/reset', { locale: 'fr', kind: 'staff' }, 'passwordMismatch', 'a=b');
    expect(answer.headers.get('location')).toBe(
      '/fr/login/nouveau-mot-de-passe/?account=staff&notice=passwordMismatch',
    );
    expect(answer.headers.getSetCookie()).toEqual(['a=b']);
  });
});
