'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { consentActionAttribute } from '@/lib/consent/bootstrap-script';
import { Link } from '@/lib/i18n/navigation';

/**
 * The first-visit banner: accept all, decline and settings carry equal weight. It is fixed to the
 * bottom of the window, so the page reserves its height: nothing the visitor tabs to or scrolls
 * to ends up hidden behind it (WCAG 2.4.11).
 */
export function ConsentBanner({
  onAcceptAll,
  onDecline,
  onSettings,
}: {
  onAcceptAll: () => void;
  onDecline: () => void;
  onSettings: () => void;
}) {
  const t = useTranslations('ConsentBanner');
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${banner.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-testid="consent-banner"
      data-consent-banner
      className="no-print consent-banner"
    >
      <div className="container-page consent-banner-row">
        <div className="max-w-3xl">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm sm:text-base">
            {t('text')}{' '}
            <Link href="/cookie-policy" className="text-link">
              {t('policy')}
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <button type="button" onClick={onAcceptAll} className="button-primary" {...consentActionAttribute('accept')}>
            {t('acceptAll')}
          </button>
          <button type="button" onClick={onDecline} className="button-primary" {...consentActionAttribute('decline')}>
            {t('decline')}
          </button>
          <button
            type="button"
            onClick={onSettings}
            aria-haspopup="dialog"
            className="button-outline col-span-2"
            {...consentActionAttribute('settings')}
          >
            {t('settings')}
          </button>
        </div>
      </div>
    </section>
  );
}
