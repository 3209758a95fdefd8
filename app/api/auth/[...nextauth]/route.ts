import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { isNativeSignIn, nativeSignInAnswer } from '@/lib/auth/native-sign-in';
import { authOptions } from '@/lib/auth/options';
import { signInPagePath } from '@/lib/auth/sign-in-pages';
import { servedOverHttps } from '@/lib/env';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { localeOrDefault } from '@/lib/i18n/locales';

const handler = NextAuth(authOptions);

// Sign-in and sign-out post a few short fields. next-auth would read any body whole, and a JSON
// one that does not parse makes it throw (a server error): the body is read here first, within a
// limit, and handed on only when next-auth can read it.
const MAX_BODY_BYTES = 4096;

function isJsonText(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder().decode(bytes));
    return true;
  } catch {
    return false;
  }
}

async function POST(request: NextRequest, context: RouteContext<'/api/auth/[...nextauth]'>) {
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return Response.json({ error: 'tooLarge' }, { status: 413 });
  // next-auth parses the body as JSON exactly when the content type says so.
  if (request.headers.get('content-type')?.includes('application/json') && !isJsonText(body))
    return Response.json({ error: 'invalid' }, { status: 400 });
  // A request made of the original's parts: Next hands a route a proxy of its request, and Node's
  // Request (from Node 24) cannot read its private state through a proxy as `new NextRequest(request)`.
  const forwarded = new NextRequest(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(body),
  });
  const response = await handler(forwarded, context);
  // A sign-in form the browser sent itself goes on to the portal, or back to its own sign-in page
  // in its language (lib/auth/native-sign-in.ts).
  const [action, provider] = (await context.params).nextauth;
  const fields = new URLSearchParams(new TextDecoder().decode(body));
  if (action !== 'callback' || !isNativeSignIn(request.headers.get('content-type'), fields)) return response;
  const locale = fields.get('locale');
  const page = signInPagePath(provider === 'staff' ? 'staff' : 'owner', localeOrDefault(locale));
  return nativeSignInAnswer(response, { page, email: fields.get('email'), secure: servedOverHttps() });
}

export { handler as GET, POST };
