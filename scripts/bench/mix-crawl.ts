// --mix=crawl: a search engine reading the whole site. Reads the sitemap from the running server
// (/sitemap.xml, and the files it lists when it is an index: lib/seo/sitemap-sources.ts), then
// requests every page it lists once, in its order, and at once a second time: the first pass
// shows what rendering the catalogue costs, the second what the page cache kept of it.
// --max-urls=N crawls only the sitemap's first N pages (100,000 properties make 400,000 pages).
import type { Mix, MixRow } from './mix-run';
import { drive, listSource, summarize, type UrlSource } from './url-driver';

const PROGRESS_EVERY_MS = 30_000;
const LOCATION = /<loc>([^<]*)<\/loc>/g;
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The addresses a sitemap file lists (pages, or files of an index), as paths with their query:
 * the sitemap names them under SITE_URL, and the crawl sends them to the bench server.
 */
export function sitemapLocations(xml: string): { index: boolean; paths: string[] } {
  const paths = [...xml.matchAll(LOCATION)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!));
    return `${url.pathname}${url.search}`;
  });
  return { index: xml.includes('<sitemapindex'), paths };
}

async function sitemapPaths(base: string, file = '/sitemap.xml'): Promise<string[]> {
  const response = await fetch(new URL(file, base));
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  const { index, paths } = sitemapLocations(await response.text());
  if (!index) return paths;
  const pages: string[] = [];
  for (const path of paths) pages.push(...(await sitemapPaths(base, path)));
  return pages;
}

/** `source`, telling on stderr how far it is every half minute (a pass may last an hour). */
function withProgress(source: UrlSource, total: number, label: string): UrlSource {
  let taken = 0;
  let told = performance.now();
  return () => {
    const request = source();
    if (request) taken += 1;
    if (performance.now() - told > PROGRESS_EVERY_MS) {
      told = performance.now();
      console.error(`${label}: ${taken} of ${total} pages requested…`);
    }
    return request;
  };
}

export const crawlMix: Mix = {
  defaultSeconds: 10,
  serverEnv: {},
  async prepare(_databaseUrl, { maxUrls }) {
    return async ({ base, connections, memory }) => {
      const listed = await sitemapPaths(base);
      const paths = maxUrls === undefined ? listed : listed.slice(0, maxUrls);
      const rows: MixRow[] = [];
      for (const pass of [1, 2]) {
        const name = `crawl, pass ${pass}`;
        const window = memory.window();
        const source = withProgress(listSource(paths, 'crawl'), paths.length, name);
        const { samples, seconds } = await drive(base, source, { connections });
        rows.push({ name, summary: summarize(samples, seconds), peakKb: window() });
      }
      const notes = [
        `\nSitemap: ${listed.length} pages` +
          (paths.length < listed.length ? `, the first ${paths.length} crawled (--max-urls)` : '') +
          `; each pass requested them once, in its order.`,
      ];
      return { rows, notes, failures: [] };
    };
  },
};
