// next-auth's jwt callback (lib/auth/options.ts) as the tests call it: with `user` at the sign-in
// that makes the session's token, without on each later request, which reads that token again.
import type { User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';

/** The account a sign-in hands next-auth, with the session version it signed in at (lib/auth reads a number). */
export type SignedInUser = User & { kind?: 'owner' | 'staff'; sessionVersion: unknown };

export type SessionJwt = (params: { token: JWT; user?: SignedInUser }) => Promise<JWT>;

/** The callback; lib/auth/options.ts reads the environment when imported, so import this after setting it. */
export async function loadSessionJwt(): Promise<SessionJwt> {
  const { authOptions } = await import('@/lib/auth/options');
  const callback = authOptions.callbacks?.jwt;
  if (!callback) throw new Error('lib/auth/options.ts names no jwt callback');
  // next-auth types the user as always given; on the requests after the sign-in it is not.
  return async ({ token, user }) => callback({ token, user: user as User, account: null });
}
