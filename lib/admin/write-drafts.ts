import { z } from 'zod';
import { isWriteError, type WriteError } from '@/lib/admin/outcomes';
import { openSealedDraft, storeSealedDraft } from '@/lib/forms/form-drafts';
import { typedValuesCookie } from '@/lib/http/personal-cookies';
import type { Db } from '@/lib/prisma-client';

// A back-office write refused comes back to its page with what was typed and every issue at its
// field (docs/back-office.md, writes). Like a visitor form's (docs/forms.md, drafts), that cannot
// travel in the address the write returns to: it is kept as a sealed form draft for a quarter of
// an hour, for the member of staff who typed it, and the browser holds only its id, in a cookie
// sent to the back-office's pages alone.

export const WRITE_DRAFT_COOKIE = 'vitrine-admin-draft';
const FORM_PREFIX = 'admin:';

/**
 * What makes a form's draft its own on a page holding several forms: its key ("testimonial-12"),
 * sent in its hidden `form` field, which is also the prefix of its fields' ids.
 */
export function isFormKey(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z][a-z0-9-]{0,79}$/.test(value);
}

/** Why a field was refused: it is empty, too long, not valid, or a write error that names it. */
export type IssueKey = 'required' | 'tooLong' | 'invalid' | WriteError;

/** A field refused, by its name in the form ("headerLinks.0.label.nl"). */
export type WriteIssue = { name: string; key: IssueKey };

export type WriteDraft = {
  form: string;
  staffId: number;
  /** The fields as they were sent, but for where the form returns and its key. */
  values: Record<string, string | string[]>;
  issues: WriteIssue[];
};

const payloadSchema = z.object({
  staffId: z.number().int(),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  issues: z.array(
    z.object({
      name: z.string(),
      key: z.string().refine((key) => ['required', 'tooLong', 'invalid'].includes(key) || isWriteError(key)),
    }),
  ),
});

/** The fields worth keeping: not the page to return to nor the form's key, and no NUL (docs/back-office.md). */
export function keptFields(fields: Record<string, string | string[]>): Record<string, string | string[]> {
  const strip = (value: string) => value.replaceAll('\0', '');
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== 'back' && name !== 'form')
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(strip) : strip(value)]),
  );
}

/** Stores a draft under a new random id and answers it. */
export function saveWriteDraft(db: Db, key: string, draft: WriteDraft, now: Date): Promise<string> {
  const { form, ...payload } = draft;
  return storeSealedDraft(db, key, `${FORM_PREFIX}${form}`, payload, now);
}

/** The draft an id names, if it is this member of staff's and still kept. */
export async function readWriteDraft(
  db: Db,
  key: string,
  id: string,
  staffId: number,
  now: Date,
): Promise<WriteDraft | null> {
  const draft = await openSealedDraft(db, key, id, now, (form) => form.startsWith(FORM_PREFIX));
  const payload = draft && payloadSchema.safeParse(draft.payload);
  if (!draft || !payload?.success || payload.data.staffId !== staffId) return null;
  return { form: draft.form.slice(FORM_PREFIX.length), ...(payload.data as Omit<WriteDraft, 'form'>) };
}

/** The Set-Cookie value that gives the browser the draft's id, for as long as it is kept. */
export function writeDraftCookie(id: string, secure: boolean): string {
  return typedValuesCookie(WRITE_DRAFT_COOKIE, id, '/admin/', secure);
}

/** The Set-Cookie value that removes it: the last write was saved, or left no draft. */
export function clearedWriteDraftCookie(secure: boolean): string {
  return typedValuesCookie(WRITE_DRAFT_COOKIE, null, '/admin/', secure);
}
