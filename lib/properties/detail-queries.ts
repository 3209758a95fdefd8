import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { goalFromFeed } from '@/lib/properties/goal';
import { pictureCaption } from '@/lib/properties/picture-caption';

type Slugs = Partial<Record<Locale, { title: string; city: string }>>;

function slugsByLocale(
  texts: readonly { locale: string; slug: string }[],
  cities: readonly { locale: string; slug: string }[],
): Slugs {
  return Object.fromEntries(
    texts.map((text) => [
      text.locale,
      { title: text.slug, city: cities.find((city) => city.locale === text.locale)?.slug ?? 'city' },
    ]),
  ) as Slugs;
}

/**
 * A published property with its texts in every language (slugs for hreflang), or null. What the
 * agency keeps private (spec §5: price without PublishPrice; street, number and exact position
 * without PublishAddress) is removed here, so no page, map or JSON-LD further down can show it.
 */
export const getPropertyDetail = cache(async (id: number, locale: Locale) => {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.property.findFirst({
    where: { id, status: 'available' },
    include: {
      translations: true,
      city: { include: { translations: true } },
      type: { include: { translations: { where: { locale } } } },
      pictures: { orderBy: { sort: 'asc' } },
      documents: { orderBy: { id: 'asc' } },
      manager: true,
      project: {
        include: {
          translations: { select: { locale: true, title: true, slug: true } },
          city: { include: { translations: { select: { locale: true, slug: true } } } },
        },
      },
    },
  });
  if (!row) return null;
  const { project, translations, city, type, pictures, documents, manager, ...columns } = row;
  const text = translations.find((translation) => translation.locale === locale) ?? translations[0];
  const projectText = project?.translations.find((translation) => translation.locale === locale);
  const address = row.publishAddress;
  const published = {
    ...columns,
    price: row.publishPrice ? row.price : null,
    street: address ? row.street : null,
    houseNumber: address ? row.houseNumber : null,
    boxNr: address ? row.boxNr : null,
    latitude: address ? row.latitude : null,
    longitude: address ? row.longitude : null,
    // The EPC's specific consumption is the spec's EnergyPerformance when the CRM sends only that.
    epcSpec: row.epcSpec ?? row.energyPerformance,
  };
  return {
    ...published,
    // Display conditions read the CRM's own values (Goal 0 is a sale), never a private one.
    ruleRecord: published as Record<string, unknown>,
    goal: goalFromFeed(row.goal),
    translations,
    city,
    type,
    pictures: pictures.map((picture) => ({ ...picture, name: pictureCaption(picture, locale) })),
    documents,
    manager,
    text,
    cityName: city.translations.find((translation) => translation.locale === locale)?.name ?? '',
    typeName: type.translations[0]?.name ?? '',
    slugs: slugsByLocale(row.translations, row.city.translations),
    project:
      project && project.status === 'available' && projectText
        ? {
            id: project.id,
            title: projectText.title,
            slugs: slugsByLocale(project.translations, project.city.translations),
          }
        : null,
  };
});

export type PropertyDetail = NonNullable<Awaited<ReturnType<typeof getPropertyDetail>>>;
