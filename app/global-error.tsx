'use client';

import { usePathname } from 'next/navigation';
import { GLOBAL_ERROR_TEXTS, pathLocale } from '@/lib/i18n/global-error-texts';
import './globals.css';

/**
 * When the layout itself fails (its data, its header), this replaces the whole document: the
 * language from the address, the news in plain words, a retry and the home page. The error is
 * never shown; the server logs it under its digest.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = pathLocale(usePathname());
  const t = GLOBAL_ERROR_TEXTS[locale];
  return (
    <html lang={locale}>
      <body className="bg-white antialiased">
        <main className="container-page flex flex-col items-start gap-6 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-sand-700 uppercase">500</p>
          <h1 className="text-4xl font-semibold">{t.title}</h1>
          <p className="max-w-2xl text-lg text-muted">{t.text}</p>
          <div className="flex flex-wrap items-center gap-4">
            <button type="button" onClick={retry} className="button-primary">
              {t.retry}
            </button>
            {/* A plain link: a full load, as the router that failed may not recover. */}
            <a href={`/${locale}/`} className="text-link">
              {t.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
