import { NextResponse } from 'next/server';
import { resetPasswordAudited } from '@/lib/admin/password-audit';
import { readPasswordForm } from '@/lib/auth/password-form-request';
import { passwordPageAnswer, refusalNotice, resetNotice } from '@/lib/auth/password-pages';
import { clearedResetLinkCookie, resetLinkCookie } from '@/lib/auth/reset-link-cookie';
import { db } from '@/lib/db';
import { servedOverHttps } from '@/lib/env';
import { passwordIssues, resetPasswordSchema } from '@/lib/auth/password-forms';

const secureSite = servedOverHttps();

// JSON from the form's script is answered in JSON; a form the browser sent itself, with its page
// again and a notice (lib/auth/password-pages.ts). A new password refused for itself keeps the
// link's token for the page in a cookie (lib/auth/reset-link-cookie.ts); a link used or dead drops it.
export async function POST(request: Request) {
  const form = await readPasswordForm(request);
  if (form instanceof Response) return form;
  const { native, fields, page } = form;
  const parsed = resetPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = passwordIssues(parsed.error.issues);
    if (!native) return NextResponse.json({ error: 'invalid', issues }, { status: 422 });
    const notice = refusalNotice(issues, resetNotice);
    const token = (fields as Record<string, unknown>).token;
    const cookie = notice === 'tokenInvalid' ? null : resetLinkCookie(token, page.locale, secureSite);
    // Without its token the page can only say the link is dead.
    return passwordPageAnswer('/login/reset', page, cookie ? notice : 'tokenInvalid', cookie ?? undefined);
  }
  // Audited: every password set through a link is in the back-office's log (by account id).
  const result = await resetPasswordAudited(db, parsed.data.token, parsed.data.password);
  if (!result.ok) {
    if (!native) return NextResponse.json({ error: 'tokenInvalid' }, { status: 410 });
    return passwordPageAnswer('/login/reset', page, 'tokenInvalid', clearedResetLinkCookie(page.locale, secureSite));
  }
  // Whose password it was tells the form where to sign in: the portal or the back-office.
  if (!native) return NextResponse.json({ done: true, kind: result.kind });
  const done = { locale: page.locale, kind: result.kind };
  return passwordPageAnswer('/login/reset', done, 'done', clearedResetLinkCookie(page.locale, secureSite));
}
