import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { disallowedPaths } from '@/lib/seo/robots-rules';
import { getEnabledLocales } from '@/lib/site/queries';

// Read at request time: SITE_URL is runtime configuration, the languages a setting of the back-office.
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths(await getEnabledLocales()) }],
    sitemap: new URL('/sitemap.xml', env().SITE_URL).href,
  };
}
