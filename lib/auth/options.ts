import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import type { AccountKind } from '@/lib/auth/account';
import { authenticate } from '@/lib/auth/authenticate';
import { authSecret } from '@/lib/security/auth-secret';
import { db } from '@/lib/db';
import { env, servedOverHttps } from '@/lib/env';
import { rateLimiter } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/security/client-address';

// next-auth v4 builds its callback URLs from NEXTAUTH_URL; the site's own origin is that URL.
process.env.NEXTAUTH_URL ??= env().SITE_URL;

const credentialsSchema = z.object({ email: z.string().trim().email().max(254), password: z.string().min(1).max(200) });

const SESSION_HOURS = 8;

// Thirty failures per address per quarter of an hour: a family behind one router never meets it,
// a script trying passwords on many accounts does.
const failedSignInsPerAddress = rateLimiter({ name: 'login:address', points: 30, windowSeconds: 15 * 60 });

function requestAddress(headers: Record<string, unknown>): string {
  const forwarded = headers['x-forwarded-for'];
  return clientAddress(typeof forwarded === 'string' ? forwarded : null, env().TRUST_PROXY);
}

function sessionVersionOf(holder: object): number {
  const version = (holder as { sessionVersion?: unknown }).sessionVersion;
  return typeof version === 'number' ? version : 0;
}

/**
 * A sign-in form for one kind of account: `credentials` for owners (the portal's provider id,
 * kept), `staff` for the back-office. Both pass the same checks; the session holds either an
 * owner or a member of staff, never both (signing in as one signs out the other).
 */
function accountProvider(id: string, kind: AccountKind) {
  return CredentialsProvider({
    id,
    name: id,
    credentials: { email: { type: 'email' }, password: { type: 'password' } },
    async authorize(credentials, request) {
      const parsed = credentialsSchema.safeParse(credentials);
      // The error text is a code the login form translates; it never says which field was wrong.
      if (!parsed.success) throw new Error('invalid');
      // Besides the growing delay per account and address, one address may not try many accounts.
      const ip = requestAddress(request.headers ?? {});
      const budget = await failedSignInsPerAddress.consume(ip, 0);
      if (!budget.allowed) throw new Error(`locked:${Math.max(1, Math.ceil(budget.retryAfterSeconds / 60))}`);
      const result = await authenticate(db, kind, parsed.data.email, parsed.data.password, ip);
      if (!result.ok) await failedSignInsPerAddress.consume(ip);
      if (!result.ok) throw new Error(result.reason === 'locked' ? `locked:${result.minutes}` : 'invalid');
      const { id: accountId, email, name, sessionVersion } = result.account;
      return { id: String(accountId), email, name, sessionVersion, kind };
    },
  });
}

/** The session's account, still valid: its version matches and it is not disabled. */
async function currentVersion(kind: AccountKind, id: number): Promise<number | null> {
  const where = { id };
  const select = { sessionVersion: true, disabledAt: true } as const;
  const row =
    kind === 'owner' ? await db.owner.findUnique({ where, select }) : await db.staff.findUnique({ where, select });
  return row && !row.disabledAt ? row.sessionVersion : null;
}

function signedInAs(token: Record<string, unknown>): { kind: AccountKind; id: number } | null {
  if (typeof token.ownerId === 'number') return { kind: 'owner', id: token.ownerId };
  if (typeof token.staffId === 'number') return { kind: 'staff', id: token.staffId };
  return null;
}

export const authOptions: NextAuthOptions = {
  secret: authSecret(env().NEXTAUTH_SECRET),
  session: { strategy: 'jwt', maxAge: SESSION_HOURS * 60 * 60 },
  // Cookies are httpOnly and SameSite=Lax by default; next-auth adds Secure and the __Secure-
  // prefix when the site runs on https.
  useSecureCookies: servedOverHttps(),
  providers: [accountProvider('credentials', 'owner'), accountProvider('staff', 'staff')],
  callbacks: {
    // next-auth's own rule, except that a callbackUrl that is no URL (or no string, in a JSON body)
    // leads to the site instead of throwing: its default answered anyone posting one a server error.
    redirect({ url, baseUrl }) {
      const target = String(url);
      if (target.startsWith('/')) return `${baseUrl}${target}`;
      return URL.canParse(target) && new URL(target).origin === baseUrl ? target : baseUrl;
    },
    // Every read of a session passes here: a session signed in before the account's last password
    // reset (an older version) or since disabled is signed out. Tokens from before versions
    // existed count as 0.
    async jwt({ token, user }) {
      const { ownerId: _owner, staffId: _staff, sessionVersion: _version, ...anonymous } = token;
      if (user) {
        const kind = (user as { kind?: AccountKind }).kind ?? 'owner';
        const column = kind === 'owner' ? 'ownerId' : 'staffId';
        return { ...anonymous, [column]: Number(user.id), sessionVersion: sessionVersionOf(user) };
      }
      const account = signedInAs(token);
      if (!account) return token;
      return (await currentVersion(account.kind, account.id)) === sessionVersionOf(token) ? token : anonymous;
    },
    session({ session, token }) {
      return {
        ...session,
        ownerId: typeof token.ownerId === 'number' ? token.ownerId : null,
        staffId: typeof token.staffId === 'number' ? token.staffId : null,
      };
    },
  },
};
