import type { Locale } from '@/lib/i18n/locales';

// sitemaps.org: a sitemap file holds at most 50,000 URLs and 50 MB; past that the sitemap is an
// index of files. Each page is listed once per language, with every language as an xhtml:link
// alternate: about 1 kB a URL in four languages, so 50,000 of them came to 47.5 MB at 100,000
// properties, a long title away from the limit. Half as many keep a file near 24 MB.

export const MAX_URLS_PER_FILE = 25_000;

/** A page of the site: its path in each enabled language ('/fr/a-vendre/'), and when it changed. */
export type SitemapItem = { paths: Partial<Record<Locale, string>>; lastModified?: Date };

export type SitemapOptions = {
  origin: string;
  locales: readonly Locale[];
  /** The x-default language. */
  defaultLocale: Locale;
};

/** Items per file: every language of a page stays in the same file. */
export function itemsPerFile(localeCount: number, maxUrls = MAX_URLS_PER_FILE): number {
  return Math.max(1, Math.floor(maxUrls / Math.max(1, localeCount)));
}

export function fileCount(itemCount: number, localeCount: number, maxUrls = MAX_URLS_PER_FILE): number {
  return Math.max(1, Math.ceil(itemCount / itemsPerFile(localeCount, maxUrls)));
}

export type SourceSlice = { source: number; skip: number; take: number };

/**
 * Which rows of each source (static pages, projects, properties…, listed one after the other)
 * fall in the item range [start, end): lets a file read only its own rows from the database.
 */
export function sliceSources(counts: readonly number[], start: number, end: number): SourceSlice[] {
  const slices: SourceSlice[] = [];
  let offset = 0;
  counts.forEach((count, source) => {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + count);
    if (to > from) slices.push({ source, skip: from - offset, take: to - from });
    offset += count;
  });
  return slices;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

function urlEntries(item: SitemapItem, options: SitemapOptions): string[] {
  const languages = options.locales.filter((locale) => item.paths[locale] !== undefined);
  const absolute = (locale: Locale) => escapeXml(new URL(item.paths[locale]!, options.origin).href);
  const fallback = item.paths[options.defaultLocale] !== undefined ? options.defaultLocale : languages[0];
  const links = [
    ...languages.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(locale)}"/>`),
    ...(fallback ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(fallback)}"/>`] : []),
  ];
  const lastmod = item.lastModified ? `<lastmod>${item.lastModified.toISOString()}</lastmod>` : '';
  return languages.map((locale) => `<url><loc>${absolute(locale)}</loc>${lastmod}${links.join('')}</url>`);
}

/** The start of a urlset file, before its entries (urlsetEntries). */
export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
/** The end of a urlset file, after its entries. */
export const URLSET_CLOSE = '</urlset>\n';

/** The `<url>` lines of `items`, one per page and language, each ending its line. */
export function urlsetEntries(items: readonly SitemapItem[], options: SitemapOptions): string {
  return items.flatMap((item) => urlEntries(item, options).map((entry) => `${entry}\n`)).join('');
}

export function renderUrlset(items: readonly SitemapItem[], options: SitemapOptions): string {
  return URLSET_OPEN + urlsetEntries(items, options) + URLSET_CLOSE;
}

export function renderSitemapIndex(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
