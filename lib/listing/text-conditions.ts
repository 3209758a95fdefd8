import type { Prisma } from '@/generated/prisma/client';
import type { Locale } from '@/lib/i18n/locales';
import { beginsAWord, searchWords } from '@/lib/listing/search-words';
import type { Db } from '@/lib/prisma-client';

// A word's matches among references and titles are first looked up on their own. When they are
// few, the property query gets their IDs and stays on its indexes; when they are many, the word is
// common and the newest-first scan finds enough matches early, so the plain conditions are used.
const MATCH_ID_LIMIT = 500;

async function fewIdsOr(
  lookup: (take: number) => Promise<number[]>,
  otherwise: Prisma.PropertyWhereInput,
): Promise<Prisma.PropertyWhereInput[]> {
  const ids = await lookup(MATCH_ID_LIMIT + 1);
  if (ids.length > MATCH_ID_LIMIT) return [otherwise];
  return ids.length > 0 ? [{ id: { in: ids } }] : [];
}

/** Every word must begin a word of the town (any language), postcode, type, reference or title. */
export async function textConditions(client: Db, locale: Locale, text: string): Promise<Prisma.PropertyWhereInput[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const types = await client.propertyTypeTranslation.findMany({ select: { typeId: true, name: true } });
  return Promise.all(
    words.map(async (word): Promise<Prisma.PropertyWhereInput> => {
      const startsAWord = (field: 'slug' | 'recordFile') => [
        { [field]: { startsWith: word } },
        { [field]: { contains: `-${word}` } },
      ];
      const [cities, references, titles] = await Promise.all([
        client.city.findMany({
          where: { OR: [{ zip: { startsWith: word } }, { translations: { some: { OR: startsAWord('slug') } } }] },
          select: { id: true },
        }),
        fewIdsOr(
          async (take) =>
            (
              await client.property.findMany({
                where: { OR: startsAWord('recordFile') },
                // In index order, so the scan reads the references' index only.
                orderBy: { recordFile: 'asc' },
                select: { id: true },
                take,
              })
            ).map((row) => row.id),
          { OR: startsAWord('recordFile') },
        ),
        fewIdsOr(
          async (take) =>
            (
              await client.propertyTranslation.findMany({
                where: { locale, OR: startsAWord('slug') },
                orderBy: [{ locale: 'asc' }, { slug: 'asc' }],
                select: { propertyId: true },
                take,
              })
            ).map((row) => row.propertyId),
          { translations: { some: { locale, OR: startsAWord('slug') } } },
        ),
      ]);
      const typeIds = [...new Set(types.filter((type) => beginsAWord(type.name, word)).map((type) => type.typeId))];
      const branches: Prisma.PropertyWhereInput[] = [
        ...(cities.length > 0 ? [{ cityId: { in: cities.map((city) => city.id) } }] : []),
        ...(typeIds.length > 0 ? [{ typeId: { in: typeIds } }] : []),
        ...references,
        ...titles,
      ];
      // A word found nowhere matches nothing (Prisma reads an empty OR as no condition at all).
      return branches.length > 0 ? { OR: branches } : { id: { in: [] } };
    }),
  );
}
