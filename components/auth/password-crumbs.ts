import type { Crumb } from '@/components/ui/breadcrumbs';
import type { AccountKind } from '@/lib/auth/account';

/**
 * The trail of a password page: through the owners' portal for an owner; for a member of staff
 * straight from the home page, as the back-office's sign-in has no place in the public site's.
 */
export function passwordCrumbs(kind: AccountKind, portalTitle: string, pageTitle: string): Crumb[] {
  return kind === 'staff' ? [{ label: pageTitle }] : [{ label: portalTitle, href: '/login' }, { label: pageTitle }];
}
