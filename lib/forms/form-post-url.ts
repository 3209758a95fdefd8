import type { VisitorFormName } from '@/lib/forms/visitor-forms';

// Apart from the list of forms: the form components need only this, not the forms' definitions.

/** Where a visitor form posts (docs/forms.md, three ways to send a form). */
export function formPostUrl(form: VisitorFormName): string {
  return `/api/forms/${form}/`;
}
