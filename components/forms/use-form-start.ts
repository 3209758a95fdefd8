'use client';

import { useState } from 'react';
import { useFormPageState } from '@/components/forms/form-page-state';
import { draftAlert, draftErrors, draftIssues, isDraftOf, withDraftValues } from '@/lib/forms/draft-values';
import type { FormAlertKey } from '@/lib/i18n/form-error-keys';
import type { KeptDocument } from '@/lib/forms/form-drafts';
import type { VisitorFormName } from '@/lib/forms/visitor-forms';

/** What a form starts from: its own values, or the draft it comes back with (docs/forms.md, drafts). */
export type FormStart = {
  values: Record<string, unknown>;
  /** Issue keys by field name, shown until the form is checked again. */
  issues: Record<string, string>;
  /** The same, as react-hook-form's errors. */
  errors: Record<string, unknown>;
  alert: FormAlertKey | null;
  documents: KeptDocument[];
  /** Whether the form comes back refused, with what the visitor sent. */
  fromDraft: boolean;
};

/** The form's start, read once for its life from the page's draft, if the draft is this form's. */
export function useFormStart(name: VisitorFormName, defaults: object = {}): FormStart {
  const { draft } = useFormPageState();
  const [start] = useState<FormStart>(() => {
    const own = defaults as Record<string, unknown>;
    if (!isDraftOf(draft, name, own))
      return { values: own, issues: {}, errors: {}, alert: null, documents: [], fromDraft: false };
    const issues = draftIssues(draft.issues);
    return {
      values: withDraftValues(own, draft.values),
      issues,
      errors: draftErrors(issues),
      alert: draftAlert(draft),
      documents: draft.documents,
      fromDraft: true,
    };
  });
  return start;
}
