import { getTranslations } from 'next-intl/server';
import { HeaderShell } from '@/components/layout/header-shell';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { MainNavigation, type HeaderLink } from '@/components/layout/main-navigation';
import { env } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isStaticPathname } from '@/lib/i18n/routing';
import { getMenu, getSiteConfig } from '@/lib/site/queries';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [{ header }, menu, t] = await Promise.all([getSiteConfig(), getMenu(locale), getTranslations('Header')]);
  const enabledLocales = env.ENABLED_LOCALES.filter(isLocale);
  const showSwitcher = header.showLanguageSwitcher && enabledLocales.length > 1;
  // Internal links name a route of lib/i18n/routing; one that names none is left out, not broken.
  const links = header.headerLinks.flatMap((link): HeaderLink[] => {
    const label = link.label[locale];
    if (link.external) return [{ label, href: link.href, external: true }];
    return isStaticPathname(link.href) ? [{ label, href: link.href, external: false }] : [];
  });

  return (
    <HeaderShell>
      <div className="container-page flex h-[var(--header-height)] items-center gap-4">
        <Link href="/" className="flex shrink-0 items-center" aria-label={t('home')}>
          {/* Two logos so the swap on scroll needs no layout work: spec §4. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo at fixed size */}
          <img src={header.logoUrl} alt={header.logoAlt} width={180} height={48} className="h-10 w-auto group-data-[scrolled=true]:hidden sm:h-12" />
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo at fixed size */}
          <img src={header.logoScrolledUrl} alt={header.logoAlt} width={140} height={36} className="hidden h-9 w-auto group-data-[scrolled=true]:block" />
        </Link>
        <MainNavigation
          entries={menu}
          links={links}
          labels={{ menu: t('menu'), close: t('closeMenu'), primary: t('primaryNavigation'), opensInNewTab: t('opensInNewTab') }}
          languageSwitcher={showSwitcher ? <LanguageSwitcher locales={enabledLocales} /> : null}
        />
      </div>
    </HeaderShell>
  );
}
