import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/i18n/routing';

const navigation = createNavigation(routing);

export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = navigation;

/**
 * Links do not prefetch: every page here is rendered per request, and Next's default prefetched
 * each of the 20–30 links a page shows as soon as it scrolled into view — 25 server renders
 * for every page a visitor opened, for pages they mostly never visit. A click fetches its page.
 */
export const Link = ((props) => <navigation.Link prefetch={false} {...props} />) as typeof navigation.Link;
