'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

/**
 * A muted background video that loops. Moving content that lasts needs a pause control
 * (WCAG 2.2.2), and visitors who ask for reduced motion get it paused from the start.
 */
export function BannerVideo({ src }: { src: string }) {
  const t = useTranslations('PageBanner');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Autoplay may still be refused by the browser; the button then shows "play".
    video.play().catch(() => undefined);
  }, []);

  return (
    <>
      <video
        ref={ref}
        src={src}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <button
        type="button"
        onClick={() => (playing ? ref.current?.pause() : ref.current?.play())}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 hover:bg-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          {playing ? (
            <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
          ) : (
            <path d="M8 5l11 7-11 7z" fill="currentColor" />
          )}
        </svg>
        <span className="sr-only">{playing ? t('pause') : t('play')}</span>
      </button>
    </>
  );
}
