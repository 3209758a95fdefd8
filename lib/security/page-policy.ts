import { env } from '@/lib/env';
import { contentSecurityPolicy } from '@/lib/security/content-security-policy';

/** The Content-Security-Policy of a page rendered with `nonce`, for this site's settings. */
export function pagePolicy(nonce: string): string {
  return contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    mapTileUrl: env().MAP_TILE_URL,
    upgradeInsecureRequests: env().SITE_URL.startsWith('https:'),
  });
}
