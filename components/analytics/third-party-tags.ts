import { pageLocation, pageViewEvent } from '@/lib/consent/consent-mode';
import type { PlannedTag } from '@/lib/consent/tag-plan';

// Browser side of lib/consent/tag-plan: inserts a consented tag once per page load and sends page
// views. The scripts are created by this (nonced) bundle, which 'strict-dynamic' allows.

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** gtag() as the consent bootstrap script defines it (kept here in case that script was blocked). */
export function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads Arguments objects, not arrays.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag(...args);
}

const loaded = new Set<string>();

function insertScript(src: string, nonce: string | undefined) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // The tag manager hands its nonce on to the custom tags it injects.
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

function socialPixel(): Fbq {
  if (window.fbq) return window.fbq;
  // Meta's queueing stub: calls made before fbevents.js arrives are replayed by it.
  const fbq: Fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq });
  window.fbq = fbq;
  window._fbq = fbq;
  return fbq;
}

export function loadTag(tag: PlannedTag, nonce: string | undefined): void {
  const key = tag.kind === 'google-tag' ? `${tag.kind}:${tag.ids.join(',')}` : `${tag.kind}:${tag.id}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  switch (tag.kind) {
    case 'tag-manager':
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      break;
    case 'google-tag':
      gtag('js', new Date());
      // Page views are sent by sendPageView, once the consent update is in the queue; every event
      // names the page without its query (pageLocation).
      for (const id of tag.ids) {
        gtag('config', id, { send_page_view: false, page_location: pageLocation(window.location.href) });
      }
      break;
    case 'social-pixel': {
      const fbq = socialPixel();
      fbq('consent', 'grant');
      fbq('init', tag.id);
      break;
    }
  }
  insertScript(tag.src, nonce);
}

/** Keeps an already loaded pixel in line with a changed choice (Google tags follow Consent Mode). */
export function updatePixelConsent(granted: boolean): void {
  window.fbq?.('consent', granted ? 'grant' : 'revoke');
}

export function sendPageView(tags: readonly PlannedTag[], language: string): void {
  const page = {
    location: pageLocation(window.location.href),
    path: window.location.pathname,
    title: document.title,
    language,
  };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(pageViewEvent(page));
  for (const tag of tags) {
    if (tag.kind === 'google-tag') {
      gtag('event', 'page_view', {
        send_to: tag.ids,
        page_location: page.location,
        page_path: page.path,
        page_title: page.title,
        language,
      });
    }
    if (tag.kind === 'social-pixel') window.fbq?.('track', 'PageView');
  }
}
