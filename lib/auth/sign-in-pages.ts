import type { AccountKind } from '@/lib/auth/account';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { BACK_OFFICE_PATH, STAFF_SIGN_IN_PATH } from '@/lib/staff/paths';

// Where each kind of account signs in, and where signing in leads: the owners' portal speaks the
// page's language; the back-office has none in its paths (docs/back-office.md).

/** The sign-in page of an account of this kind. */
export function signInPagePath(kind: AccountKind, locale: Locale): string {
  return kind === 'staff' ? STAFF_SIGN_IN_PATH : localizedPath('/login', locale);
}

/** Where a successful sign-in leads. */
export function signedInPath(kind: AccountKind, locale: Locale): string {
  return kind === 'staff' ? BACK_OFFICE_PATH : localizedPath('/owner', locale);
}

const SIGN_IN_PAGES = new Set([STAFF_SIGN_IN_PATH, ...LOCALES.map((locale) => signInPagePath('owner', locale))]);

/** Whether a request's path is one of the sign-in pages, with its trailing slash or without. */
export function isSignInPagePath(pathname: string): boolean {
  return SIGN_IN_PAGES.has(pathname.endsWith('/') ? pathname : `${pathname}/`);
}
