// The Content-Security-Policy of every page (set per request by proxy.ts with a fresh nonce).
// Scripts run only with the nonce; 'strict-dynamic' lets a nonced script load others, which is
// how the consented tags (tag manager, analytics, social pixel) arrive. The host lists below are
// for what those tags fetch and for browsers without 'strict-dynamic'.
import { STREET_VIEW_HOST } from '@/lib/consent/street-view';

const GOOGLE_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'];
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.google.com',
  'https://*.g.doubleclick.net',
  'https://googleads.g.doubleclick.net',
];
const META_HOSTS = ['https://connect.facebook.net', 'https://www.facebook.com'];

// Video and virtual-tour links (lib/domain/video): embeds the detail pages show.
const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://*.matterport.com',
  'https://*.tvl.be',
  'https://tvl.be',
  'https://*.tvl.lu',
  'https://*.yisual.com',
  'https://yisual.com',
];

const DEFAULT_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/**
 * The origin a map tile URL template loads from, as a CSP source: '{s}' sub-domains become a
 * wildcard ('https://{s}.tile.example/{z}/{x}/{y}.png' → 'https://*.tile.example'). Anything
 * that is not an http(s) URL gives null, so a bad setting cannot widen the policy.
 */
export function tileSource(template: string | undefined): string | null {
  if (!template) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.toLowerCase().replace(/^\{[a-z]\}\./, '*.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) || host.includes('..')) return null;
  return `${match[1]!.toLowerCase()}://${host}`;
}

export type CspOptions = {
  nonce: string;
  /** `next dev` needs eval for React's error overlays. */
  development: boolean;
  /** MAP_TILE_URL, when the agency uses another tile server than OpenStreetMap. */
  mapTileUrl?: string;
  /** Only on an https site: on http://localhost it would break every request. */
  upgradeInsecureRequests: boolean;
};

export function contentSecurityPolicy(options: CspOptions): string {
  const tiles = [...DEFAULT_TILE_HOSTS, tileSource(options.mapTileUrl)].filter((host): host is string => host !== null);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...GOOGLE_TAG_HOSTS,
      'https://connect.facebook.net',
    ],
    // React style attributes and next/image's inline sizing need inline styles; a nonce here
    // would switch 'unsafe-inline' off, so styles are not nonced.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...tiles, ...GOOGLE_TAG_HOSTS, ...GOOGLE_ANALYTICS_HOSTS, ...META_HOSTS],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...GOOGLE_TAG_HOSTS, ...GOOGLE_ANALYTICS_HOSTS, ...META_HOSTS],
    [
      'frame-src',
      "'self'",
      ...EMBED_HOSTS,
      // Street View, embedded once the visitor asks (lib/consent/street-view.ts).
      `https://${STREET_VIEW_HOST}`,
      'https://td.doubleclick.net',
      'https://www.googletagmanager.com',
    ],
    // Property videos may be files on the CRM's own servers.
    ['media-src', "'self'", 'blob:', 'data:', 'https:'],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map(([name, ...sources]) => [name, ...new Set(sources)].join(' '));
  if (options.upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** A fresh, unguessable nonce (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
