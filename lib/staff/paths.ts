import type { BackOfficeArea } from '@/lib/staff/roles';

/**
 * The back-office's paths (docs/back-office.md). They carry no language: the back-office speaks
 * its member of staff's language, whatever the public site's URL map says.
 */
export const BACK_OFFICE_PATH = '/admin/';
export const STAFF_SIGN_IN_PATH = '/admin/sign-in/';

/** Whether a request's path belongs to the back-office (its pages, not its API). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Where a back-office form returns after a write: only a path of the back-office itself, so a
 * forged `back` field cannot send a member of staff elsewhere.
 */
export function backOfficeReturnPath(value: unknown, fallback = BACK_OFFICE_PATH): string {
  if (typeof value !== 'string' || !value.startsWith('/admin/') || value.startsWith('//')) return fallback;
  if (/[\\\s]/.test(value) || value.includes('/..') || value.length > 500) return fallback;
  // The URL parser reads encoded dot segments ("/admin/%2e%2e/") as "..": what counts is where the
  // path ends up, which must still be inside the back-office.
  if (!new URL(value, 'http://localhost').pathname.startsWith(BACK_OFFICE_PATH)) return fallback;
  return value;
}

/** The back-office's pages, in the order of its menu, each with the area whose role it needs. */
export const BACK_OFFICE_PAGES = {
  home: { path: '/admin/', area: 'home' },
  testimonials: { path: '/admin/testimonials/', area: 'testimonials' },
  leads: { path: '/admin/leads/', area: 'leads' },
  outbox: { path: '/admin/outbox/', area: 'leads' },
  people: { path: '/admin/people/', area: 'people' },
  slots: { path: '/admin/slots/', area: 'slots' },
  calendar: { path: '/admin/calendar/', area: 'slots' },
  pages: { path: '/admin/pages/', area: 'content' },
  articles: { path: '/admin/articles/', area: 'content' },
  layout: { path: '/admin/layout/', area: 'content' },
  owners: { path: '/admin/owners/', area: 'owners' },
  staff: { path: '/admin/staff/', area: 'staff' },
  settings: { path: '/admin/settings/', area: 'settings' },
  audit: { path: '/admin/audit/', area: 'audit' },
} as const satisfies Record<string, { path: string; area: BackOfficeArea }>;
export type BackOfficePage = keyof typeof BACK_OFFICE_PAGES;

/** A back-office page's path. */
export function backOfficePath(page: BackOfficePage): string {
  return BACK_OFFICE_PAGES[page].path;
}
