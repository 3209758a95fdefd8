import { describe, expect, it } from 'vitest';
import { passwordFormBody } from '@/lib/auth/password-form-body';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('passwordFormBody', () => {
  it('reads JSON from the form’s script', () => {
    expect(passwordFormBody(bytes('{"email":"a@b.be","locale":"nl"}'), 'application/json')).toEqual({
      native: false,
      fields: { email: 'a@b.be', locale: 'nl' },
    });
  });

  it('reads any other type as JSON, and a body that is none as null', () => {
    expect(passwordFormBody(bytes('{"a":1}'), null)).toEqual({ native: false, fields: { a: 1 } });
    expect(passwordFormBody(bytes('email=a'), 'text/plain')).toEqual({ native: false, fields: null });
  });

  it('reads the fields of a form the browser sent itself', () => {
    const read = passwordFormBody(
      bytes('email=anne%40vitrine.example&locale=nl&kind=staff'),
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(read.native).toBe(true);
    expect({ ...(read.fields as object) }).toEqual({ email: 'anne@vitrine.example', locale: 'nl', kind: 'staff' });
  });

  it('keeps a name sent twice as a list, which no schema takes, and __proto__ as a field', () => {
    const read = passwordFormBody(bytes('token=a&token=b&__proto__=x'), 'application/x-www-form-urlencoded');
    expect({ ...(read.fields as object) }).toEqual({ token: ['a', 'b'], ['__proto__']: 'x' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
