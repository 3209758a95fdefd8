import { isFormAlertKey, type FormAlertKey } from '@/lib/i18n/form-error-keys';
import type { FormDraft } from '@/lib/forms/form-drafts';
import type { VisitorFormName } from '@/lib/forms/visitor-forms';

// How a form shows the draft it comes back with (docs/forms.md, drafts): what was typed as its
// starting values, each issue at its field, a refusal of the whole form in its alert. Plain
// functions, run on the server's render and in the browser alike.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The property or project a form is about: a draft about another one is not this form's.
const SUBJECT_KEYS = ['propertyId', 'projectId'] as const;

// What was posted may be anything: only a text or a number names a record.
const idText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Whether the draft is of this form, about the same property or project. */
export function isDraftOf(
  draft: FormDraft | null,
  form: VisitorFormName,
  defaults: Record<string, unknown> = {},
): draft is FormDraft {
  if (draft?.form !== form) return false;
  return SUBJECT_KEYS.every((key) => idText(draft.values[key]) === idText(defaults[key]));
}

/** The form's own starting values, with what the visitor typed over them, object by object. */
export function withDraftValues(
  defaults: Record<string, unknown>,
  typed: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(typed)) {
    const own = merged[key];
    merged[key] = isRecord(own) && isRecord(value) ? withDraftValues(own, value) : value;
  }
  return merged;
}

/**
 * The draft's issues by field name ("applicantA.firstName" → its message key), the first of each,
 * without those that belong in the form's alert (an expired proof: `sendAgain`, `captchaInvalid`).
 */
export function draftIssues(issues: FormDraft['issues']): Record<string, string> {
  const byName: Record<string, string> = {};
  for (const { path, message } of issues) {
    const name = path.join('.');
    if (!isFormAlertKey(message) && name !== '' && !Object.hasOwn(byName, name)) byName[name] = message;
  }
  return byName;
}

/**
 * The same issues as react-hook-form's errors, nested as its values are
 * (`{ applicantA: { firstName: { type, message } } }`).
 */
export function draftErrors(issues: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(issues)) {
    const path = name.split('.');
    let node = errors;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      node = (node[key] = isRecord(next) ? next : {}) as Record<string, unknown>;
    }
    node[path.at(-1)!] ??= { type: 'server', message };
  }
  return errors;
}

/** The refusal of the whole form a draft brings, if any. */
export function draftAlert(draft: FormDraft): FormAlertKey | null {
  return draft.alert ?? draft.issues.map((issue) => issue.message).find(isFormAlertKey) ?? null;
}
