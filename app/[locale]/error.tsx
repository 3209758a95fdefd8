'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * An unexpected failure of a page, inside the site's layout and in the visitor's language: what
 * happened in plain words, a retry, the home page and the contact page. The error itself is never
 * shown (it can hold internals); the server logs it under the digest Next gives it.
 */
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const heading = useRef<HTMLHeadingElement>(null);

  // A screen reader starts reading at the news rather than at the top of the page.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="container-page flex flex-col items-start gap-6 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-sand-700 uppercase">500</p>
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-semibold outline-none">
        {t('title')}
      </h1>
      <p className="max-w-2xl text-lg text-muted">{t('text')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          // Fetches the page from the server again, then renders it (reset alone would only re-render).
          onClick={retry}
          className="button-primary"
        >
          {t('retry')}
        </button>
        <Link href="/" className="text-link">
          {t('home')}
        </Link>
        <Link href="/contact" className="text-link">
          {t('contact')}
        </Link>
      </div>
    </div>
  );
}
