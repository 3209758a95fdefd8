import 'server-only';
import { cookies } from 'next/headers';
import { db } from '@/lib/db';
import { readFormDraft, type FormDraft } from '@/lib/forms/form-drafts';
import { issueTimeToken } from '@/lib/forms/time-token';
import { FORM_DRAFT_COOKIE } from '@/lib/http/personal-cookies';
import { derivedKey } from '@/lib/security/derived-key';

/**
 * What the forms of a page rendered now need from the server (docs/forms.md): the time token a
 * form sent without script proves itself with, and the draft of a form refused that way, which
 * the visitor's cookie names. The page cache renders its pages without that cookie and answers
 * no request that carries it (docs/caching.md), so a draft is only ever in its own visitor's page.
 */
export type FormPageState = { timeToken: string; draft: FormDraft | null };

export async function formPageState(): Promise<FormPageState> {
  const now = new Date();
  const id = (await cookies()).get(FORM_DRAFT_COOKIE)?.value;
  const draft = id ? await readFormDraft(db, derivedKey('form-draft'), id, now) : null;
  return { timeToken: issueTimeToken(derivedKey('form-time'), now), draft };
}
