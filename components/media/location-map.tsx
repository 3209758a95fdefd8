'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { MapOptions } from '@/components/media/location-map-leaflet';

/**
 * A Leaflet map of one place, filling its box (components/media/map-gate.tsx). Leaflet and its
 * tiles load only when the map is on screen (its tab opened).
 */
export function LocationMap({
  label,
  ...options
}: Omit<MapOptions, 'zoomInLabel' | 'zoomOutLabel'> & { label: string }) {
  const t = useTranslations('LocationMap');
  const element = useRef<HTMLDivElement>(null);
  const { lat, lng, approximate, tileUrl, attribution } = options;
  const zoomInLabel = t('zoomIn');
  const zoomOutLabel = t('zoomOut');

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import('@/components/media/location-map-leaflet').then(({ mountMap }) => {
        if (!cancelled) {
          unmount = mountMap(target, { lat, lng, approximate, tileUrl, attribution, zoomInLabel, zoomOutLabel });
        }
      });
    });
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
      unmount?.();
    };
  }, [lat, lng, approximate, tileUrl, attribution, zoomInLabel, zoomOutLabel]);

  return (
    <div ref={element} role="region" aria-label={label} data-approximate={approximate} className="h-full w-full" />
  );
}
