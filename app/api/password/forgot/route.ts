import { NextResponse } from 'next/server';
import { readPasswordForm } from '@/lib/auth/password-form-request';
import { forgotNotice, passwordPageAnswer, refusalNotice } from '@/lib/auth/password-pages';
import { sendResetMails } from '@/lib/auth/reset-mail-worker';
import { queueResetRequest } from '@/lib/auth/reset-requests';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { rateLimiter } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/security/client-address';
import { forgotPasswordSchema, passwordIssues } from '@/lib/auth/password-forms';

// Five requests per address an hour: enough for typos, too few to mail-bomb owners from one place.
const requestsPerAddress = rateLimiter({ name: 'password-forgot:address', points: 5, windowSeconds: 60 * 60 });
// Three links per e-mail an hour, whoever asks: each makes the previous one invalid, so the owner's
// newest mail always holds a working link. Over it the answer is the same, with nothing sent.
const requestsPerEmail = rateLimiter({ name: 'password-forgot:email', points: 3, windowSeconds: 60 * 60 });

// The answer, and the work done before it, are the same whether or not the address has an
// account: the request is only stored; lib/auth/reset-requests.ts makes the link and the mail.
// JSON from the form's script is answered in JSON; a form the browser sent itself, with its page
// again and a notice (lib/auth/password-pages.ts).
export async function POST(request: Request) {
  const form = await readPasswordForm(request);
  if (form instanceof Response) return form;
  const { native, fields, page } = form;
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
