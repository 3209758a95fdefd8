import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Prisma } from '@/generated/prisma/client';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { goalFromFeed } from '@/lib/properties/goal';
import { AVAILABLE } from '@/lib/properties/status';
import { UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';

const projectInclude = (locale: Locale) =>
  ({
    translations: true,
    city: { include: { translations: true } },
    pictures: { orderBy: { sort: 'asc' as const } },
    units: {
      where: { status: AVAILABLE },
      orderBy: [{ price: 'asc' }, { id: 'asc' }] as Prisma.PropertyOrderByWithRelationInput[],
      include: {
        translations: { where: { locale }, select: { title: true, slug: true } },
        type: { include: { translations: { where: { locale } } } },
        city: { include: { translations: { where: { locale }, select: { slug: true } } } },
      },
    },
  }) as const;

/** Projects and their units change with an import, which expires the tag (docs/caching.md). */
function cacheProjects() {
  cacheTag(CACHE_TAG.projects, CACHE_TAG.references);
  cacheLife('hours');
}

export async function listProjects(locale: Locale) {
  'use cache';
  cacheProjects();
  const rows = await db.project.findMany({
    where: { status: AVAILABLE },
    orderBy: { createdAt: 'desc' },
    include: projectInclude(locale),
  });
  return rows.map((row) => shapeProject(row, locale));
}

export async function getProject(id: number, locale: Locale) {
  'use cache';
  cacheProjects();
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.project.findFirst({ where: { id, status: AVAILABLE }, include: projectInclude(locale) });
  return row ? shapeProject(row, locale) : null;
}

type ProjectRow = Prisma.ProjectGetPayload<{ include: ReturnType<typeof projectInclude> }>;

function shapeProject(row: ProjectRow, locale: Locale) {
  const text = row.translations.find((translation) => translation.locale === locale) ?? row.translations[0];
  const slugs = Object.fromEntries(
    row.translations.map((translation) => [
      translation.locale,
      {
        title: translation.slug,
        city: row.city.translations.find((city) => city.locale === translation.locale)?.slug ?? UNKNOWN_CITY_SLUG,
      },
    ]),
  ) as Partial<Record<Locale, { title: string; city: string }>>;
  return {
    id: row.id,
    title: text?.title ?? `#${row.id}`,
    description: text?.description ?? '',
    zip: row.city.zip,
    countryId: row.countryId,
    cityName: row.city.translations.find((city) => city.locale === locale)?.name ?? '',
    citySlug: slugs[locale]?.city ?? UNKNOWN_CITY_SLUG,
    // Project.PublicAddress: street, number and box only when the agency publishes them.
    address: row.publicAddress ? { street: row.street, houseNumber: row.houseNumber, boxNr: row.boxNr } : null,
    pictures: row.pictures,
    units: row.units.map((unit) => ({
      id: unit.id,
      goal: goalFromFeed(unit.goal),
      title: unit.translations[0]?.title ?? unit.recordFile,
      titleSlug: unit.translations[0]?.slug ?? String(unit.id),
      citySlug: unit.city.translations[0]?.slug ?? UNKNOWN_CITY_SLUG,
      recordFile: unit.recordFile,
      typeName: unit.type.translations[0]?.name ?? '',
      bedrooms: unit.bedrooms,
      surface: unit.surfaceLiving,
      price: unit.publishPrice ? unit.price : null,
      priceUnit: unit.priceUnit,
      publishPrice: unit.publishPrice,
      marquee: unit.marquee,
      vat: unit.vat,
    })),
    slugs,
  };
}

export type ProjectSummary = NonNullable<Awaited<ReturnType<typeof getProject>>>;
export type ProjectUnit = ProjectSummary['units'][number];
