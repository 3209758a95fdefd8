/**
 * The public forms by name. Each posts to /api/forms/<name>/ (app/api/forms/<name>/route.ts) and
 * counts its rate limit as "form:<name>".
 */
export const VISITOR_FORMS = [
  'contact',
  'demand-register',
  'document-request',
  'free-valuation',
  'newsletter',
  'offer',
  'rent-application',
  'search-alert',
  'send-to-friend',
  'testimonial',
  'visit',
] as const;

export type VisitorFormName = (typeof VISITOR_FORMS)[number];

export function formPostUrl(form: VisitorFormName): string {
  return `/api/forms/${form}/`;
}
