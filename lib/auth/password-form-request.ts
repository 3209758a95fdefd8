import { passwordFormBody } from '@/lib/auth/password-form-body';
import { passwordPageOf, type PasswordPage } from '@/lib/auth/password-pages';
import { env } from '@/lib/env';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { isSameOrigin } from '@/lib/security/same-origin';

const MAX_BODY_BYTES = 4096;

/** A password form's post: its fields, whether the browser sent it itself, and the page it answers with. */
export type PasswordFormPost = { native: boolean; fields: unknown; page: PasswordPage };

/**
 * What the password routes read first: a post from another site is refused (403), a body too large
 * too (413), before anything of it is looked at.
 */
export async function readPasswordForm(request: Request): Promise<PasswordFormPost | Response> {
  if (!isSameOrigin(request.headers, env().SITE_URL, env().TRUST_PROXY)) {
    return Response.json({ error: 'forbidden' }, { status: 403 });
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return Response.json({ error: 'tooLarge' }, { status: 413 });
  const { native, fields } = passwordFormBody(body, request.headers.get('content-type'));
  return { native, fields, page: passwordPageOf(fields) };
}
