import { sitemapRoot } from '@/lib/seo/sitemap-sources';

// Read at request time: the catalogue changes with every import, and SITE_URL is runtime configuration.
export const dynamic = 'force-dynamic';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export async function GET() {
  return new Response(await sitemapRoot(), { headers: XML_HEADERS });
}
