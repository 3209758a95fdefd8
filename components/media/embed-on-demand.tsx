'use client';

import { useRef, useState } from 'react';

/**
 * A third-party player (YouTube, Vimeo, Facebook, a virtual tour) that loads only when the
 * visitor asks: until then nothing is fetched from that site and it sets no cookie.
 */
export function EmbedOnDemand({
  src,
  title,
  loadLabel,
  notice,
}: {
  src: string;
  title: string;
  loadLabel: string;
  notice: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-brand-900">
      {loaded ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          className="absolute inset-0 size-full border-0"
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => frame.current?.focus()}
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white">
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="inline-flex min-h-12 items-center gap-3 rounded-full bg-white px-6 font-semibold text-brand-900 hover:bg-sand-100"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
              <path d="M8 5v14l11-7z" />
            </svg>
            {loadLabel}
          </button>
          <p className="max-w-md text-sm text-brand-50">{notice}</p>
        </div>
      )}
    </div>
  );
}
