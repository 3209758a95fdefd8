'use client';

import { useRef, useState, type ReactNode } from 'react';

/**
 * A map whose tiles come from another host (lib/consent/map-tiles.ts) is drawn only after the
 * visitor asks for it: until then nothing is requested from that host. The stand-in fills the
 * map's box, so showing the map moves nothing; focus then goes to the map.
 */
export function ThirdPartyMapGate({
  host,
  notice,
  showLabel,
  children,
}: {
  /** The tile server's host, or null when the site serves its tiles itself. */
  host: string | null;
  notice: string;
  showLabel: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(host === null);
  const map = useRef<HTMLDivElement>(null);

  if (shown) {
    return (
      <div ref={map} tabIndex={-1} className="h-full w-full outline-none">
        {children}
      </div>
    );
  }
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="max-w-prose text-ink">{notice}</p>
      <button
        type="button"
        className="button-primary"
        onClick={() => {
          setShown(true);
          requestAnimationFrame(() => map.current?.focus());
        }}
      >
        {showLabel}
      </button>
    </div>
  );
}
