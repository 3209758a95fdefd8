'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isBackToTopVisible, SCROLL_DEBOUNCE_MS, SCROLL_TO_TOP_MS } from '@/lib/domain/scroll';

function easeInOutCubic(t: number) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Hidden below 10 px of scroll (checked 100 ms after scrolling stops), 500 ms back up
 * (docs/domain-rules.md, scroll constants).
 */
export function BackToTop() {
  const t = useTranslations('BackToTop');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(isBackToTopVisible(window.scrollY)), SCROLL_DEBOUNCE_MS);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  function scrollToTop() {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const start = window.scrollY;
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = reduced ? 1 : Math.min(1, (now - startedAt) / SCROLL_TO_TOP_MS);
      window.scrollTo(0, start * (1 - easeInOutCubic(progress)));
      if (progress < 1) requestAnimationFrame(step);
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
    requestAnimationFrame(step);
  }

  return (
    <button type="button" onClick={scrollToTop} hidden={!visible} className="no-print back-to-top">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{t('label')}</span>
    </button>
  );
}
