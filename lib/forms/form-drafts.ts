import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { FORM_ALERT_KEYS, type FormAlertKey } from '@/lib/i18n/form-error-keys';
import { isVisitorForm, type VisitorFormName } from '@/lib/forms/visitor-forms';
import { FORM_DRAFT_COOKIE, TYPED_VALUES_MINUTES, typedValuesCookie } from '@/lib/http/personal-cookies';
import type { Db } from '@/lib/prisma-client';
import { openSealedText, sealText } from '@/lib/security/sealed-text';

// A form sent without script that the server refused comes back to its page with what the visitor
// typed and the issues at their fields (docs/forms.md, drafts). That cannot travel in the address
// (it would land in logs, caches and analytics), so it is kept here, sealed, for a quarter of an
// hour, and the visitor's browser holds only its random id, in an HttpOnly cookie.

export type FormIssue = { path: string[]; message: string };
export type KeptDocument = { token: string; name: string };

export type FormDraft = {
  form: VisitorFormName;
  /** What was typed, in the shape the form's schema reads; never a password or a proof. */
  values: Record<string, unknown>;
  issues: FormIssue[];
  /** A refusal of the whole form (rate limit, size, not stored, send again). */
  alert: FormAlertKey | null;
  /** Documents the post uploaded (the rent application's), kept for the next try. */
  documents: KeptDocument[];
};

const payloadSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })),
  alert: z.enum(FORM_ALERT_KEYS).nullable(),
  documents: z.array(z.object({ token: z.string(), name: z.string() })),
});

const ID = /^[0-9a-f]{32}$/;
// What only served the check, and what must never rest anywhere unhashed.
const NOT_KEPT = /^(?:captcha|website|password|confirmation|newPassword|currentPassword)$/i;

/** The typed values without proofs, honeypot and passwords, at any depth. */
export function keptValues(values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (NOT_KEPT.test(key)) continue;
    kept[key] =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? keptValues(value as Record<string, unknown>)
        : value;
  }
  return kept;
}

/**
 * Stores `payload` sealed under a new random id (128 bits), for `form`, for TYPED_VALUES_MINUTES,
 * and answers the id. The back-office keeps its refused writes this way too (lib/admin/write-drafts.ts).
 */
export async function storeSealedDraft(
  db: Db,
  key: string,
  form: string,
  payload: unknown,
  now: Date,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + TYPED_VALUES_MINUTES * 60_000);
  await db.formDraft.create({ data: { id, form, payload: sealText(key, JSON.stringify(payload)), expiresAt } });
  return id;
}

/** The form and payload of the draft an id names, unless it expired, is another's or was not sealed with `key`. */
export async function openSealedDraft(
  db: Db,
  key: string,
  id: string,
  now: Date,
  isForm: (form: string) => boolean,
): Promise<{ form: string; payload: unknown } | null> {
  if (!ID.test(id)) return null;
  const row = await db.formDraft.findUnique({ where: { id } });
  if (!row || row.expiresAt <= now || !isForm(row.form)) return null;
  const text = openSealedText(key, row.payload);
  return text === null ? null : { form: row.form, payload: JSON.parse(text) as unknown };
}

/** Stores a draft under a new random id and answers it. */
export async function saveFormDraft(db: Db, key: string, draft: FormDraft, now: Date): Promise<string> {
  const { form, ...rest } = draft;
  return storeSealedDraft(db, key, form, { ...rest, values: keptValues(rest.values) }, now);
}

/** The draft an id names, unless it expired or was not sealed with `key`. */
export async function readFormDraft(db: Db, key: string, id: string, now: Date): Promise<FormDraft | null> {
  const draft = await openSealedDraft(db, key, id, now, isVisitorForm);
  if (!draft) return null;
  const payload = payloadSchema.safeParse(draft.payload);
  return payload.success ? { form: draft.form as VisitorFormName, ...payload.data } : null;
}

export async function deleteFormDraft(db: Db, id: string): Promise<void> {
  if (ID.test(id)) await db.formDraft.deleteMany({ where: { id } });
}

/** Removes the drafts whose time is up. */
export async function sweepFormDrafts(db: Db, now: Date): Promise<number> {
  return (await db.formDraft.deleteMany({ where: { expiresAt: { lte: now } } })).count;
}

/** The Set-Cookie value that gives the visitor the draft's id, for as long as the draft is kept. */
export function draftCookie(id: string, secure: boolean): string {
  return typedValuesCookie(FORM_DRAFT_COOKIE, id, '/', secure);
}

/** The Set-Cookie value that removes it. */
export function clearedDraftCookie(secure: boolean): string {
  return typedValuesCookie(FORM_DRAFT_COOKIE, null, '/', secure);
}
