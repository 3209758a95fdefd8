import { NextResponse } from 'next/server';
import { passwordFormBody } from '@/lib/auth/password-form-body';
import { forgotNotice, passwordPageAnswer, passwordPageOf, refusalNotice } from '@/lib/auth/password-pages';
import { sendResetMails } from '@/lib/auth/reset-mail-worker';
import { queueResetRequest } from '@/lib/auth/reset-requests';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { rateLimiter } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/same-origin';
import { forgotPasswordSchema, passwordIssues } from '@/lib/auth/password-forms';

// Five requests per address an hour: enough for typos, too few to mail-bomb owners from one place.
const requestsPerAddress = rateLimiter({ name: 'password-forgot:address', points: 5, windowSeconds: 60 * 60 });
// Three links per e-mail an hour, whoever asks: each makes the previous one invalid, so the owner's
// newest mail always holds a working link. Over it the answer is the same, with nothing sent.
const requestsPerEmail = rateLimiter({ name: 'password-forgot:email', points: 3, windowSeconds: 60 * 60 });

const MAX_BODY_BYTES = 4096;

// The answer, and the work done before it, are the same whether or not the address has an
// account: the request is only stored; lib/auth/reset-requests.ts makes the link and the mail.
// JSON from the form's script is answered in JSON; a form the browser sent itself, with its page
// again and a notice (lib/auth/password-pages.ts).
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env().SITE_URL, env().TRUST_PROXY)) {
    return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return NextResponse.json({ error: 'tooLarge' }, { status: 413 });
  const { native, fields } = passwordFormBody(body, request.headers.get('content-type'));
  const page = passwordPageOf(fields);
  const parsed = forgotPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = passwordIssues(parsed.error.issues);
    if (native) return passwordPageAnswer('/login/forgot', page, refusalNotice(issues, forgotNotice));
    return NextResponse.json({ error: 'invalid', issues }, { status: 422 });
  }
  const address = await requestsPerAddress.consume(
    clientAddress(request.headers.get('x-forwarded-for'), env().TRUST_PROXY),
  );
  if (!address.allowed) {
    if (native) return passwordPageAnswer('/login/forgot', page, 'failed');
    return NextResponse.json(
      { error: 'tooMany' },
      { status: 429, headers: { 'Retry-After': String(address.retryAfterSeconds) } },
    );
  }
  const { email, locale, kind } = parsed.data;
  if ((await requestsPerEmail.consume(email)).allowed) {
    await queueResetRequest(db, { email, locale, kind });
    // After the answer's work, so that the owner's mail leaves at once; the outbox worker retries.
    void sendResetMails().catch(() => {});
  }
  if (native) return passwordPageAnswer('/login/forgot', page, 'sent');
  return NextResponse.json({ sent: true });
}
