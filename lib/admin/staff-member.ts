import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { currentOwnerId, currentStaffId } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, type Locale, localeOrDefault, LOCALES } from '@/lib/i18n/locales';
import { visitorLocale } from '@/lib/i18n/visitor-locale';
import { isStaffRole, mayEnter, type BackOfficeArea, type StaffRole } from '@/lib/staff/roles';

export type StaffMember = { id: number; name: string; email: string; role: StaffRole; locale: Locale };

/**
 * The member of staff signed in, as the database has them now: a role changed or an account
 * disabled since the sign-in counts at once (the session itself holds only the id).
 */
export const currentStaffMember = cache(async function currentStaffMember(): Promise<StaffMember | null> {
  const id = await currentStaffId();
  if (id === null) return null;
  const row = await db.staff.findUnique({
    where: { id },
    select: { id: true, name: true, email: true, role: true, locale: true, disabledAt: true },
  });
  if (!row || row.disabledAt || !isStaffRole(row.role)) return null;
  const locale = localeOrDefault(row.locale);
  return { id: row.id, name: row.name, email: row.email, role: row.role, locale };
});

/** Whether the request comes from a signed-in owner: the back-office answers them 404. */
export async function isOwnerSession(): Promise<boolean> {
  return (await currentOwnerId()) !== null;
}

/** The language of a back-office page before anyone signed in: the visitor's own. */
export async function anonymousLocale(): Promise<Locale> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return visitorLocale({
    cookie: cookieStore.get(LANGUAGE_COOKIE)?.value,
    acceptLanguage: requestHeaders.get('accept-language'),
    enabled: LOCALES,
    fallback: DEFAULT_LOCALE,
  });
}

/** The back-office's language: its member of staff's, or before the sign-in the visitor's. */
export async function backOfficeLocale(): Promise<Locale> {
  return (await currentStaffMember())?.locale ?? (await anonymousLocale());
}

/**
 * The member of staff of a back-office route that is no form (a download, a document link), or
 * null when nobody whose role reaches `area` is signed in: the route then answers 404.
 */
export async function staffReaching(area: BackOfficeArea): Promise<StaffMember | null> {
  const staff = await currentStaffMember();
  return staff && mayEnter(staff.role, area) ? staff : null;
}
