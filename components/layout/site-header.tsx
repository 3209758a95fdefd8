import { getTranslations } from 'next-intl/server';
import { FavouritesLink } from '@/components/favourites/favourites-link';
import { HeaderShell } from '@/components/layout/header-shell';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { HeaderLinks, MainNavigation, type HeaderLink } from '@/components/layout/main-navigation';
import { showsLanguageSwitcher } from '@/lib/i18n/language-switcher';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { isStaticPathname } from '@/lib/i18n/routing';
import { getEnabledLocales, getMenu, getSiteConfig } from '@/lib/site/queries';
import { telHref } from '@/lib/domain/tel-href';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [{ header }, menu, locales, t] = await Promise.all([
    getSiteConfig(),
    getMenu(locale),
    getEnabledLocales(),
    getTranslations('Header'),
  ]);
  // Internal links name a route of lib/i18n/routing; one that names none is left out, not broken.
  const links = header.headerLinks.flatMap((link): HeaderLink[] => {
    const label = link.label[locale];
    if (link.external) return [{ label, href: link.href, external: true }];
    return isStaticPathname(link.href) ? [{ label, href: link.href, external: false }] : [];
  });

  return (
    <>
      {/* The app bar (docs/cms.md, site configuration): direct contact, quick links, languages. */}
      <div className="no-print app-bar">
        <div className="container-page app-bar-row">
          <a href={telHref(header.phone)} className="app-bar-phone">
            <span className="sr-only">{t('phone')} </span>
            {header.phone}
          </a>
          <a href={`mailto:${header.email}`} className="app-bar-email">
            {header.email}
          </a>
          <div className="ml-auto flex items-center gap-4">
            <div className="hidden items-center gap-4 md:flex">
              <HeaderLinks links={links} className="app-bar-link" />
            </div>
            <FavouritesLink className="app-bar-favourites" />
            {showsLanguageSwitcher(header.showLanguageSwitcher, locales) && <LanguageSwitcher locales={locales} />}
          </div>
        </div>
      </div>
      <HeaderShell>
        <div className="container-page header-row">
          <Link href="/" className="flex shrink-0 items-center" aria-label={t('home')}>
            {/* The second logo, hidden on arrival, is fetched after what the first screen needs. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo at fixed size */}
            <img src={header.logoUrl} alt="" width={180} height={48} className="header-logo" />
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo at fixed size */}
            <img
              src={header.logoScrolledUrl}
              alt=""
              width={150}
              height={40}
              fetchPriority="low"
              className="header-logo-scrolled"
            />
          </Link>
          <MainNavigation
            entries={menu}
            links={links}
            labels={{
              menu: t('menu'),
              primary: t('primaryNavigation'),
              opensInNewTab: t('opensInNewTab'),
            }}
          />
        </div>
      </HeaderShell>
    </>
  );
}
