// Why a sign-in was refused, as the sign-in form says it. next-auth hands the refusal on as the
// message its credentials check threw (lib/auth/options.ts: `invalid`, `locked:<minutes>`), to the
// form's script in its answer and, to a form sent without script, in the sign-in page's `?error=`
// (lib/auth/native-sign-in.ts). A code, never anything the person typed.

export type SignInFailure =
  | { kind: 'invalid' }
  | { kind: 'locked'; minutes: number }
  // The form's CSRF token did not match its cookie (a page left open since the cookie changed).
  | { kind: 'expired' }
  | { kind: 'unavailable' };

const LOCKED = /^locked:([1-9]\d{0,3})$/;

/** The failure a code names, or null for none we know (no code, or next-auth's own words). */
export function signInFailure(code: unknown): SignInFailure | null {
  if (typeof code !== 'string') return null;
  const locked = LOCKED.exec(code);
  if (locked) return { kind: 'locked', minutes: Number(locked[1]) };
  // CredentialsSignin: next-auth's own code for a check that returned no account.
  if (code === 'invalid' || code === 'CredentialsSignin') return { kind: 'invalid' };
  if (code === 'expired' || code === 'unavailable') return { kind: code };
  return null;
}

/** The failure's code, as signInFailure reads it back. */
export function signInFailureCode(failure: SignInFailure): string {
  return failure.kind === 'locked' ? `locked:${failure.minutes}` : failure.kind;
}
