import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { AppPathname } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo/alternates';

/** A person's own page (sign-in, the portal, a link out of a mail): never a search result, its links not followed. */
export const UNLISTED = { index: false, follow: false } as const;

/** The metadata of an account's page (sign-in, the portal, the password pages), unlisted, at its address in each language. */
export async function accountPageMetadata(locale: Locale, pathname: AppPathname, title: string): Promise<Metadata> {
  return { title, robots: UNLISTED, alternates: await alternates(locale, pathname) };
}

/**
 * The `generateMetadata` of a page a personal link out of a mail opens: its title (`title` of its
 * messages), unlisted, and `more` (a visit's page shows no sharing card either).
 */
export function mailLinkMetadata(namespace: 'AlertConfirmation' | 'Unsubscribe' | 'VisitPage', more: Metadata = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: pageLocale((await params).locale), namespace });
    return { ...more, title: t('title'), robots: UNLISTED };
  };
}
