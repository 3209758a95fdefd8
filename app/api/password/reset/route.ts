import { NextResponse } from 'next/server';
import { resetPasswordAudited } from '@/lib/admin/password-audit';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { jsonOrNull, readLimitedBody } from '@/lib/http/read-limited-body';
import { isSameOrigin } from '@/lib/security/same-origin';
import { passwordIssues, resetPasswordSchema } from '@/lib/auth/password-forms';

const MAX_BODY_BYTES = 4096;

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env.SITE_URL, env.TRUST_PROXY)) {
    return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return NextResponse.json({ error: 'tooLarge' }, { status: 413 });
  const parsed = resetPasswordSchema.safeParse(jsonOrNull(body));
  if (!parsed.success) {
    return NextResponse.json({ error: 'invalid', issues: passwordIssues(parsed.error.issues) }, { status: 422 });
  }
  // Audited: every password set through a link is in the back-office's log (by account id).
  const result = await resetPasswordAudited(db, parsed.data.token, parsed.data.password);
  if (!result.ok) return NextResponse.json({ error: 'tokenInvalid' }, { status: 410 });
  // Whose password it was tells the form where to sign in: the portal or the back-office.
  return NextResponse.json({ done: true, kind: result.kind });
}
