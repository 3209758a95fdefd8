import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { sansFont, serifFont } from '@/app/fonts';
import { ConsentBootstrap } from '@/components/consent/consent-bootstrap';
import { ConsentManager } from '@/components/consent/consent-manager';
import { EarlySubmit } from '@/components/forms/early-submit';
import { FormPageStateProvider } from '@/components/forms/form-page-state';
import { BackToTop } from '@/components/layout/back-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { env } from '@/lib/env';
import { formPageState } from '@/lib/forms/form-page-state';
import { LAYOUT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { siteTitle } from '@/lib/seo/seo-texts';
import { getSiteTagIds } from '@/lib/site/queries';
import '../globals.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: siteTitle('%s', t('siteName')), default: t('siteName') },
    description: t('defaultDescription'),
    icons: { icon: '/brand/favicon.svg' },
    openGraph: { siteName: t('siteName'), locale, type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: '#0f4c5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const [t, requestHeaders, tagIds, messages, formPage] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    headers(),
    getSiteTagIds(),
    getMessages(),
    formPageState(),
  ]);
  // Set per request by proxy.ts; the same nonce is in the Content-Security-Policy header.
  const nonce = requestHeaders.get('x-nonce') ?? undefined;

  return (
    <html lang={locale} className={`${sansFont.variable} ${serifFont.variable}`}>
      <head>
        {/* Consent Mode defaults, before any tag can load (docs/consent.md, the inline consent script). */}
        <ConsentBootstrap nonce={nonce} />
        {/* A press on a form's send before its code runs is kept (docs/forms.md, an early press). */}
        <EarlySubmit nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white antialiased">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* The messages of the client components on every page; others get theirs where they are. */}
        <NextIntlClientProvider messages={pickMessages(messages, LAYOUT_NAMESPACES)}>
          <ConsentManager tagIds={tagIds} nonce={nonce} />
          <SiteHeader locale={locale} />
          <FormPageStateProvider state={formPage}>
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter locale={locale} />
          </FormPageStateProvider>
          <BackToTop />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
