import { sitemapFile } from '@/lib/seo/sitemap-sources';

// Read at request time: the catalogue changes with every import, and SITE_URL is runtime configuration.
export const dynamic = 'force-dynamic';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** One file of a split sitemap: /sitemap/1.xml, /sitemap/2.xml… */
export async function GET(_request: Request, { params }: RouteContext<'/sitemap/[file]'>) {
  const match = /^(\d+)\.xml$/.exec((await params).file);
  const xml = match ? await sitemapFile(Number(match[1])) : null;
  return xml ? new Response(xml, { headers: XML_HEADERS }) : new Response('Not found', { status: 404 });
}
