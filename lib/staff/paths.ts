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
  return value;
}

/** The back-office's pages, in the order of its menu; areas without a page are not in it yet. */
export const BACK_OFFICE_PAGES = {
  home: '/admin/',
  testimonials: '/admin/testimonials/',
} as const satisfies Partial<Record<BackOfficeArea, string>>;
export type BackOfficePage = keyof typeof BACK_OFFICE_PAGES;
