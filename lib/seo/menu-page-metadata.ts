import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo/alternates';
import { cmsMetadata } from '@/lib/seo/page-metadata';
import { getMenuPage } from '@/lib/site/queries';

/** Metadata of a route from its CMS page (see cmsMetadata), with canonical and hreflang links. */
export async function menuPageMetadata(
  pathname: StaticPathname,
  locale: Locale,
  fallback: { title: string; description: string | null },
): Promise<Metadata> {
  const [page, t] = await Promise.all([
    getMenuPage(pathname, locale),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return cmsMetadata({
    text: page?.text ?? null,
    fallback,
    locale,
    siteName: t('siteName'),
    alternates: await alternates(locale, pathname),
  });
}
