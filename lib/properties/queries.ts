import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { cardSelect, toCards } from '@/lib/properties/card';
import { rememberedCardNames } from '@/lib/properties/remembered-card-names';
import { goalFromFeed } from '@/lib/properties/goal';
import { pictureCaption } from '@/lib/properties/picture-caption';
import { findSimilarPropertyIds } from '@/lib/properties/similar-query';
import { AVAILABLE } from '@/lib/properties/status';
import { UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';

/** The cards' town and type names, kept in the process (every batch of cards names them). */
export const keptCardNames = rememberedCardNames(db);

type Slugs = Partial<Record<Locale, { title: string; city: string }>>;

function slugsByLocale(
  texts: readonly { locale: string; slug: string }[],
  cities: readonly { locale: string; slug: string }[],
): Slugs {
  return Object.fromEntries(
    texts.map((text) => [
      text.locale,
      { title: text.slug, city: cities.find((city) => city.locale === text.locale)?.slug ?? UNKNOWN_CITY_SLUG },
    ]),
  ) as Slugs;
}

/**
 * A published property with its texts in every language (slugs for hreflang), or null. What the
 * agency keeps private (docs/domain-rules.md, private fields: price without PublishPrice; street,
 * number and exact position without PublishAddress) is removed here, so no page, map or JSON-LD further down can show it.
 */
export async function getPropertyDetail(id: number, locale: Locale) {
  const property = await publishedProperty(id);
  if (!property) return null;
  const { translations, city, type, pictures, project } = property;
  const projectText = project?.translations.find((translation) => translation.locale === locale);
  return {
    ...property,
    type: { ...type, translations: type.translations.filter((translation) => translation.locale === locale) },
    pictures: pictures.map((picture) => ({ ...picture, name: pictureCaption(picture, locale) })),
    text: translations.find((translation) => translation.locale === locale) ?? translations[0],
    cityName: city.translations.find((translation) => translation.locale === locale)?.name ?? '',
    typeName: type.translations.find((translation) => translation.locale === locale)?.name ?? '',
    project: project && projectText ? { id: project.id, title: projectText.title, slugs: project.slugs } : null,
  };
}

/**
 * The property as published, in all its languages: the same for the four languages of its page,
 * so read from the database once for them (getPropertyDetail writes it in one).
 */
async function publishedProperty(id: number) {
  'use cache';
  cacheTag(CACHE_TAG.property(id), CACHE_TAG.properties, CACHE_TAG.references);
  cacheLife('hours');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db.property.findFirst({
    where: { id, status: AVAILABLE },
    include: {
      translations: true,
      city: { include: { translations: true } },
      type: { include: { translations: true } },
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
  // A unit of a project names the project, which an import may retitle or withdraw.
  if (row.project) cacheTag(CACHE_TAG.projects);
  const { project, translations, city, type, pictures, documents, manager, ...columns } = row;
  const address = row.publishAddress;
  const published = {
    ...columns,
    price: row.publishPrice ? row.price : null,
    previousPrice: row.publishPrice ? row.previousPrice : null,
    priceReducedAt: row.publishPrice ? row.priceReducedAt : null,
    street: address ? row.street : null,
    houseNumber: address ? row.houseNumber : null,
    boxNr: address ? row.boxNr : null,
    latitude: address ? row.latitude : null,
    longitude: address ? row.longitude : null,
    // The EPC's specific consumption is the CRM's EnergyPerformance when it sends only that.
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
    pictures,
    documents,
    manager,
    slugs: slugsByLocale(row.translations, row.city.translations),
    project:
      project && project.status === AVAILABLE
        ? {
            id: project.id,
            translations: project.translations,
            slugs: slugsByLocale(project.translations, project.city.translations),
          }
        : null,
  };
}

export type PropertyDetail = NonNullable<Awaited<ReturnType<typeof getPropertyDetail>>>;

/**
 * Up to `take` available properties like property `id`, as cards in `locale`: any import may change
 * which, so the entries go with the catalogue's listings rather than with the property.
 */
export async function similarProperties(id: number, locale: Locale, take = 4) {
  'use cache';
  cacheTag(CACHE_TAG.listings, CACHE_TAG.references);
  cacheLife('hours');
  return cardsByIds(locale, await similarPropertyIds(id, take));
}

/** Which properties are like property `id`: found once for the page's four languages. */
async function similarPropertyIds(id: number, take: number) {
  'use cache';
  cacheTag(CACHE_TAG.listings, CACHE_TAG.references);
  cacheLife('hours');
  return findSimilarPropertyIds(db, id, take);
}

/**
 * Cards of the given properties still online, in the given order (favourites, similar properties).
 * Not cached here: a visitor's favourites are their own list, and its cards are a handful of
 * primary-key reads; the similar properties keep the cards they show.
 */
export async function cardsByIds(locale: Locale, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.property.findMany({
    where: { id: { in: [...ids] }, status: AVAILABLE },
    select: cardSelect(locale),
  });
  const cards = await toCards(rows, locale, keptCardNames);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The catalogue's property types in the agency's order, named in `locale` (WebID as the value). */
export async function propertyTypeOptions(locale: Locale): Promise<{ value: string; label: string }[]> {
  'use cache';
  cacheTag(CACHE_TAG.references);
  cacheLife('hours');
  const types = await db.propertyType.findMany({
    orderBy: [{ showOrder: 'asc' }, { webId: 'asc' }],
    select: { webId: true, translations: { select: { locale: true, name: true } } },
  });
  return types.flatMap((type) => {
    const name =
      type.translations.find((translation) => translation.locale === locale)?.name ??
      type.translations.find((translation) => translation.locale === 'fr')?.name;
    // A type without any name would be an empty option; the agency can still be told in the message.
    return name ? [{ value: String(type.webId), label: name }] : [];
  });
}
