import { useLocale } from 'next-intl';
import { usePathname as useAddressPathname } from 'next/navigation';
import { routeOfPath } from '@/lib/i18n/localized-path';
import type { RoutePathname } from '@/lib/i18n/navigation';

/**
 * The route of the page shown ("/for-sale"), as next-intl's `usePathname` answers it, with the
 * URL map's patterns compiled once (lib/i18n/localized-path.ts). For client components only.
 */
export function usePathname(): RoutePathname {
  return routeOfPath(useAddressPathname(), useLocale()) as RoutePathname;
}
