import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { siteDefaultLocale } from '@/lib/i18n/enabled-locales';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { PUBLIC_PAGES } from '@/lib/seo/public-pages';
import {
  fileCount,
  itemsPerFile,
  renderSitemapIndex,
  sliceSources,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlsetEntries,
  type SitemapItem,
  type SitemapOptions,
} from '@/lib/seo/sitemap';
import { draftRoutes } from '@/lib/site/draft-routes';
import { getAgencyRootCategoryIds, getArticleTree, getEnabledLocales } from '@/lib/site/queries';
import { hostedTreePaths } from '@/lib/site/article-tree';
import { AVAILABLE } from '@/lib/properties/status';
import { goalFromFeed } from '@/lib/properties/goal';
import { propertyPathname, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';

// The sitemap's pages in a fixed order: static pages and articles (a few dozen, in memory), then
// projects and properties by id, read from the database two hundred at a time as a file is sent.

const ON_OFFER = { status: AVAILABLE } as const;

function pathsIn(locales: readonly Locale[], path: (locale: Locale) => string): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)]));
}

async function fixedItems(locales: readonly Locale[]): Promise<SitemapItem[]> {
  const [pages, tree, roots] = await Promise.all([
    db.menuPage.findMany({
      where: { routeKey: { in: [...PUBLIC_PAGES] } },
      select: { routeKey: true, status: true, modifyDate: true },
    }),
    getArticleTree(),
    getAgencyRootCategoryIds(),
  ]);
  // A route left in drafts answers 404 to visitors (proxy.ts): it is no page to index.
  const drafts = draftRoutes(pages);
  const modified = new Map(
    pages.filter((page) => page.status === 'Published').map((page) => [page.routeKey, page.modifyDate]),
  );
  return [
    ...PUBLIC_PAGES.filter((pathname) => !drafts.includes(pathname)).map((pathname) => ({
      paths: pathsIn(locales, (locale) => localizedPath(pathname, locale)),
      lastModified: modified.get(pathname),
    })),
    ...hostedTreePaths(tree, roots).map(({ segments }) => ({
      paths: pathsIn(locales, (locale) => localizedPath('/our-agency/[...path]', locale, { path: segments[locale] })),
    })),
  ];
}

type SlugRow = { locale: string; slug: string };
const slugIn = (rows: readonly SlugRow[], locale: Locale, fallback: string) =>
  rows.find((row) => row.locale === locale)?.slug ??
  rows.find((row) => row.locale === DEFAULT_LOCALE)?.slug ??
  fallback;

// Projects and properties on offer by id, with what their URLs are made of. A file's slice starts
// `skip` rows in; each later read of it starts after the last id read, so the database does not
// step over the rows before it again for every read.
type Read = { skip: number; after?: undefined } | { after: number; skip?: undefined };
const sliceOnOffer = (from: Read, take: number) => ({
  where: from.after === undefined ? ON_OFFER : { ...ON_OFFER, id: { gt: from.after } },
  orderBy: { id: 'asc' as const },
  skip: from.skip ?? 0,
  take,
});
const SLUGS = { select: { locale: true, slug: true } } as const;
const URL_COLUMNS = {
  id: true,
  updatedAt: true,
  translations: SLUGS,
  city: { select: { translations: SLUGS } },
} as const;
type RecordRow = { id: number; updatedAt: Date; translations: SlugRow[]; city: { translations: SlugRow[] } };

/** A project's or a property's page, under its title and town slugs in each language. */
function recordItem(
  locales: readonly Locale[],
  row: RecordRow,
  pathname: '/projects/[city]/[title]/[id]' | ReturnType<typeof propertyPathname>,
): SitemapItem {
  return {
    lastModified: row.updatedAt,
    paths: pathsIn(locales, (locale) =>
      localizedPath(pathname, locale, {
        city: slugIn(row.city.translations, locale, UNKNOWN_CITY_SLUG),
        title: slugIn(row.translations, locale, String(row.id)),
        id: row.id,
      }),
    ),
  };
}

type RecordItems = { items: SitemapItem[]; lastId: number | undefined };

async function projectItems(locales: readonly Locale[], from: Read, take: number): Promise<RecordItems> {
  const rows = await db.project.findMany({ ...sliceOnOffer(from, take), select: URL_COLUMNS });
  return {
    items: rows.map((row) => recordItem(locales, row, '/projects/[city]/[title]/[id]')),
    lastId: rows.at(-1)?.id,
  };
}

async function propertyItems(locales: readonly Locale[], from: Read, take: number): Promise<RecordItems> {
  const rows = await db.property.findMany({ ...sliceOnOffer(from, take), select: { ...URL_COLUMNS, goal: true } });
  return {
    items: rows.map((row) => recordItem(locales, row, propertyPathname(goalFromFeed(row.goal)))),
    lastId: rows.at(-1)?.id,
  };
}

async function sitemapPlan() {
  const locales = await getEnabledLocales();
  const [fixed, projects, properties] = await Promise.all([
    fixedItems(locales),
    db.project.count({ where: ON_OFFER }),
    db.property.count({ where: ON_OFFER }),
  ]);
  const counts = [fixed.length, projects, properties];
  const total = counts.reduce((sum, count) => sum + count, 0);
  const options: SitemapOptions = {
    origin: env().SITE_URL,
    locales,
    defaultLocale: siteDefaultLocale(locales),
  };
  return { locales, fixed, counts, files: fileCount(total, locales.length), options };
}

// Rows read at a time while a file is written: a file's 25,000 addresses (24 MB of XML at 100,000
// properties) never sit in memory at once. A thousand at a time, reading the nine files of 100,000
// properties grew the server by 80–90 MB: each read's rows and text outlived a young-generation
// collection and piled up in the old generation (docs/caching.md, memory).
const ROWS_PER_READ = 200;

/** The pages of sitemap file `file`, ROWS_PER_READ rows at a time. */
async function* itemBatchesOfFile(plan: Awaited<ReturnType<typeof sitemapPlan>>, file: number) {
  const size = itemsPerFile(plan.locales.length);
  for (const { source, skip, take } of sliceSources(plan.counts, (file - 1) * size, file * size)) {
    if (source === 0) {
      yield plan.fixed.slice(skip, skip + take);
      continue;
    }
    const read = source === 1 ? projectItems : propertyItems;
    let from: Read = { skip };
    for (let done = 0; done < take; done += ROWS_PER_READ) {
      const { items, lastId } = await read(plan.locales, from, Math.min(ROWS_PER_READ, take - done));
      yield items;
      if (lastId === undefined) break;
      from = { after: lastId };
    }
  }
}

async function* urlsetParts(plan: Awaited<ReturnType<typeof sitemapPlan>>, file: number) {
  yield URLSET_OPEN;
  for await (const items of itemBatchesOfFile(plan, file)) yield urlsetEntries(items, plan.options);
  yield URLSET_CLOSE;
}

/** XML written as its parts come, each read when the client is ready for more. */
function xmlStream(parts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await parts.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

/** /sitemap.xml: every page when they fit in one file, otherwise the index of /sitemap/{n}.xml. */
export async function sitemapRoot(): Promise<ReadableStream<Uint8Array> | string> {
  const plan = await sitemapPlan();
  if (plan.files === 1) return xmlStream(urlsetParts(plan, 1));
  return renderSitemapIndex(
    Array.from({ length: plan.files }, (_, index) => new URL(`/sitemap/${index + 1}.xml`, env().SITE_URL).href),
  );
}

/** /sitemap/{n}.xml, or null when there is no such file. */
export async function sitemapFile(file: number): Promise<ReadableStream<Uint8Array> | null> {
  const plan = await sitemapPlan();
  if (!Number.isInteger(file) || file < 1 || file > plan.files || plan.files === 1) return null;
  return xmlStream(urlsetParts(plan, file));
}
