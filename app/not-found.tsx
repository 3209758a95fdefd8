import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Not found outside any language: an address under /api/ that names nothing, or a layout's own
// notFound(). The proxy sends every other wrong address to the localized 404 page
// (app/[locale]/page-not-found), so this stays bare: without it Next puts a screen of its own, a
// kilobyte of English markup and styles, into the payload of every page.
export default async function RootNotFound() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'NotFound' });
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <h1>404</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole load: the proxy picks the visitor's language */}
        <a href="/">{t('home')}</a>
      </body>
    </html>
  );
}
