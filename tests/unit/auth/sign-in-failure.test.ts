import { describe, expect, it } from 'vitest';
import { signInFailure, signInFailureCode, type SignInFailure } from '@/lib/auth/sign-in-failure';

describe('signInFailure', () => {
  it.each<[unknown, SignInFailure | null]>([
    ['invalid', { kind: 'invalid' }],
    ['CredentialsSignin', { kind: 'invalid' }],
    ['locked:1', { kind: 'locked', minutes: 1 }],
    ['locked:15', { kind: 'locked', minutes: 15 }],
    ['locked:9999', { kind: 'locked', minutes: 9999 }],
    ['expired', { kind: 'expired' }],
    ['unavailable', { kind: 'unavailable' }],
    ['locked:0', null],
    ['locked:10000', null],
    ['locked:', null],
    ['locked:5x', null],
    ['Configuration', null],
    ['', null],
    [null, null],
    [undefined, null],
    [['invalid'], null],
  ])('reads %j as %j', (code, failure) => {
    expect(signInFailure(code)).toEqual(failure);
  });
});

describe('signInFailureCode', () => {
  it.each<SignInFailure>([
    { kind: 'invalid' },
    { kind: 'locked', minutes: 7 },
    { kind: 'expired' },
    { kind: 'unavailable' },
  ])('writes %j as a code signInFailure reads back', (failure) => {
    expect(signInFailure(signInFailureCode(failure))).toEqual(failure);
  });

  it('writes a lock with its minutes', () => {
    expect(signInFailureCode({ kind: 'locked', minutes: 7 })).toBe('locked:7');
  });
});
