import { VISITOR_FORM_DEFINITIONS } from '@/lib/i18n/visitor-form-definitions';

/**
 * The public forms by name, one per definition (lib/i18n/visitor-form-definitions.ts). Each posts
 * to /api/forms/<name>/ (app/api/forms/[form]/route.ts) and counts its rate limit as "form:<name>".
 */
export type VisitorFormName = keyof typeof VISITOR_FORM_DEFINITIONS;

export const VISITOR_FORMS = Object.keys(VISITOR_FORM_DEFINITIONS) as VisitorFormName[];

/** Whether a name from a request or a stored row is a form's (not "constructor", which every object has). */
export function isVisitorForm(name: string): name is VisitorFormName {
  return Object.hasOwn(VISITOR_FORM_DEFINITIONS, name);
}
