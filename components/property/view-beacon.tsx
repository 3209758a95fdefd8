'use client';

import { useEffect, useRef } from 'react';

/**
 * Counts this page view for the owner statistics (app/api/page-views). Why a beacon after hydration
 * rather than counting in the server render: the render also runs for router prefetches, HEAD
 * requests and crawlers, and would stop counting the day the page is cached; an effect runs
 * only in a browser that shows the page, once per page view (client navigations included, a
 * prefetch never). A prerendered page (speculation rules) waits until it is really shown. The
 * ref keeps React's development double-run of effects from counting twice. No cookie, no id:
 * the post carries the property id and the page's view token (the same for every visitor of the
 * page, lib/page-views/view-token.ts), without which the view does not count.
 */
export function ViewBeacon({ propertyId, token }: { propertyId: number; token: string }) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === propertyId) return;
    const send = () => {
      counted.current = propertyId;
      const body = JSON.stringify({ propertyId, token });
      if (!navigator.sendBeacon?.('/api/page-views/', body)) {
        void fetch('/api/page-views/', { method: 'POST', body, keepalive: true }).catch(() => undefined);
      }
    };
    const page = document as Document & { prerendering?: boolean };
    if (!page.prerendering) {
      send();
      return;
    }
    page.addEventListener('prerenderingchange', send, { once: true });
    return () => page.removeEventListener('prerenderingchange', send);
  }, [propertyId, token]);
  return null;
}
