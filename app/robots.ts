import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { enabledLocales } from '@/lib/seo/alternates';
import { disallowedPaths } from '@/lib/seo/robots-rules';

// Read at request time: SITE_URL and ENABLED_LOCALES are runtime configuration.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths(enabledLocales()) }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).href,
  };
}
