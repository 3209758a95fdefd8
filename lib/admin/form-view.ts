import 'server-only';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import {
  fieldAt,
  inputAttributes,
  type DeclaredField,
  type FieldAt,
  type FormDeclaration,
  type InputAttributes,
} from '@/lib/admin/form-declaration';
import { isWriteError } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { readWriteDraft, WRITE_DRAFT_COOKIE, type IssueKey, type WriteIssue } from '@/lib/admin/write-drafts';
import { db } from '@/lib/db';
import { fieldId } from '@/lib/forms/field-id';
import type { Locale } from '@/lib/i18n/locales';
import { languageName } from '@/lib/i18n/language-names';
import { derivedKey } from '@/lib/security/derived-key';

// A back-office form as its page shows it (docs/back-office.md, adding a form): each field's id,
// label, input attributes and value, and, when the last write of this form was refused, what was
// typed and every issue at its field, from the draft the write left (lib/admin/write-drafts.ts).

/** The values a form starts from, by field name: a stored record's (a ticked box: true or "on"). */
export type StartValues = Readonly<Record<string, string | number | boolean | null | undefined | readonly string[]>>;

export type FieldView = {
  id: string;
  name: string;
  /** The field's own label ("Title"); a field per language is named by its language where it stands. */
  label: string;
  field: DeclaredField;
  attributes: InputAttributes;
  /** What the field shows: what was typed in a refused write, or else the stored value. */
  value: string | undefined;
  /** The values of boxes of one name that are ticked. */
  values: readonly string[];
  error: string | null;
};

/** An issue of a refused write, as the page's summary lists it: a link to the field, its full label. */
export type IssueView = { id: string; label: string; message: string | null };

export type FormView = {
  /** The form's key: its hidden `form` field, and the prefix of its fields' ids. */
  key: string;
  /** The form's last write was refused: it shows what was typed and the issues. */
  refused: boolean;
  field: (name: string) => FieldView;
  /** A field's full label ("Link 2 › Label › Dutch"), or null for a name the form has not. */
  labelOf: (name: string) => string | null;
  issues: IssueView[];
};

type Query = Record<string, string | string[] | undefined>;

/** The draft of this member of staff's last refused write, read once per request. */
const lastDraft = cache(async (staffId: number) => {
  const id = (await cookies()).get(WRITE_DRAFT_COOKIE)?.value;
  return id ? readWriteDraft(db, derivedKey('form-draft'), id, staffId, new Date()) : null;
});

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The message of an issue at a field, worded for what the field is. */
function issueMessage(key: IssueKey, field: DeclaredField, forms: Translate, outcome: Translate): string {
  if (key !== 'invalid' && isWriteError(key)) return outcome(`error.${key}`);
  if (key === 'required') {
    const required = { checkbox: 'requiredBox', choices: 'requiredChoices', choice: 'choice' } as const;
    return forms(`errors.${required[field.kind as keyof typeof required] ?? 'required'}`);
  }
  if (key === 'tooLong') return forms('errors.tooLong', { max: field.max ?? 0 });
  switch (field.kind) {
    case 'number':
      return forms('errors.number', { min: field.min ?? 0, max: field.max ?? 0 });
    case 'email':
    case 'date':
    case 'time':
    case 'webAddress':
      return forms(`errors.${field.kind}`);
    case 'choice':
    case 'choices':
      return forms('errors.choice');
    case 'text':
    case 'tel':
      return forms('errors.format');
    default:
      return forms('errors.invalid');
  }
}

/** A stored value as a field shows it: text, or the ticked values of a box or boxes. */
function shown(value: StartValues[string] | string[]): { value: string | undefined; values: readonly string[] } {
  if (value === null || value === undefined || value === false) return { value: undefined, values: [] };
  if (value === true) return { value: 'on', values: ['on'] };
  if (typeof value === 'object') return { value: undefined, values: value };
  return { value: String(value), values: [String(value)] };
}

/**
 * The view of `form` on its page. `key` tells this form from the others of the page (a
 * testimonial's id); `values` are the stored ones; `query` is the page's, which says whether the
 * last write was refused. Without its draft (not kept), the page's notice still names the field.
 */
export async function formView(
  form: FormDeclaration,
  { key, staff, values, query }: { key: string; staff: StaffMember; values: StartValues; query: Query },
): Promise<FormView> {
  const [draft, labels, forms, outcome] = await Promise.all([
    lastDraft(staff.id),
    getTranslations({ locale: staff.locale, namespace: form.messages as 'Admin' }),
    getTranslations({ locale: staff.locale, namespace: 'Admin.forms' }),
    getTranslations({ locale: staff.locale, namespace: 'Admin.outcome' }),
  ]);
  // The keys are the declarations' (tests/unit/admin/form-labels.test.ts checks each in every language)
  // and the issues' (lib/admin/write-drafts.ts), which the translators' types cannot follow.
  const [label, formsText, outcomeText] = [labels, forms, outcome] as unknown as [Translate, Translate, Translate];
  const refused = isWriteError(query.error) && draft?.form === key;
  const issues: WriteIssue[] = refused ? draft.issues : [];
  const at = (name: string): FieldAt => {
    const found = fieldAt(form, name);
    if (!found) throw new Error(`The form ${form.messages} has no field ${name}.`);
    return found;
  };
  // A group that only holds its parent's text (a public text's "value") adds no word.
  const words = (path: FieldAt['path'], locale: Locale) =>
    path
      .filter((part) => !('label' in part) || part.label !== '')
      .map((part) =>
        'language' in part
          ? languageName(part.language, locale)
          : part.number === undefined
            ? label(part.label)
            : label(part.label, { number: part.number }),
      );
  const messageAt = (name: string, found: FieldAt) => {
    const issue = issues.find((one) => one.name === name);
    return issue ? issueMessage(issue.key, found.field, formsText, outcomeText) : null;
  };
  return {
    key,
    refused,
    field: (name) => {
      const found = at(name);
      const own = found.path.findLast((part) => 'label' in part && part.label !== '');
      return {
        id: fieldId(key, name),
        name,
        label: own && 'label' in own ? label(own.label) : name,
        field: found.field,
        attributes: inputAttributes(found.field),
        ...shown(refused ? draft.values[name] : values[name]),
        error: messageAt(name, found),
      };
    },
    labelOf: (name) => {
      const found = fieldAt(form, name);
      return found && words(found.path, staff.locale).join(' › ');
    },
    issues: refused
      ? draft.issues.flatMap((issue) => {
          const found = fieldAt(form, issue.name);
          if (!found) return [];
          const message = isWriteError(issue.key) && issue.key !== 'invalid' ? null : messageAt(issue.name, found);
          return [{ id: fieldId(key, issue.name), label: words(found.path, staff.locale).join(' › '), message }];
        })
      : [],
  };
}
