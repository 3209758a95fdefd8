import 'server-only';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeReference } from '@/lib/domain/reference';
import { slugify } from '@/lib/domain/slug';
import { GOAL, type Goal } from '@/lib/properties/goal';

const PUBLISHED = { status: 'available' } as const;

const cardSelect = (locale: Locale) =>
  ({
    id: true,
    goal: true,
    recordFile: true,
    marquee: true,
    price: true,
    priceUnit: true,
    publishPrice: true,
    publishAddress: true,
    street: true,
    houseNumber: true,
    boxNr: true,
    countryId: true,
    bedrooms: true,
    surfaceLiving: true,
    surfaceGround: true,
    energyPerformance: true,
    epcLabelText: true,
    createdAt: true,
    city: { select: { zip: true, translations: { where: { locale }, select: { name: true, slug: true } } } },
    type: { select: { translations: { where: { locale }, select: { name: true } } } },
    translations: { where: { locale }, select: { title: true, slug: true, description: true } },
    pictures: { orderBy: { sort: 'asc' }, take: 1, select: { url: true, width: true, height: true, name: true } },
  }) as const;

type CardRow = Awaited<ReturnType<typeof findCardRows>>[number];

function findCardRows(locale: Locale, args: { where: object; orderBy: object; skip?: number; take: number }) {
  return db.property.findMany({ ...args, select: cardSelect(locale) });
}

export type PropertyCardData = ReturnType<typeof toCard>;

function toCard(row: CardRow) {
  const text = row.translations[0];
  const city = row.city.translations[0];
  return {
    id: row.id,
    goal: row.goal === 0 ? GOAL.sale : GOAL.rent,
    title: text?.title ?? row.recordFile,
    titleSlug: text?.slug ?? String(row.id),
    description: text?.description ?? '',
    cityName: city?.name ?? '',
    citySlug: city?.slug ?? 'city',
    zip: row.city.zip,
    countryId: row.countryId,
    typeName: row.type.translations[0]?.name ?? '',
    recordFile: row.recordFile,
    marquee: row.marquee,
    price: row.price,
    priceUnit: row.priceUnit,
    publishPrice: row.publishPrice,
    address: row.publishAddress ? { street: row.street, houseNumber: row.houseNumber, boxNr: row.boxNr } : null,
    bedrooms: row.bedrooms,
    surface: row.surfaceLiving ?? row.surfaceGround,
    energyPerformance: row.energyPerformance,
    epcLabelText: row.epcLabelText,
    picture: row.pictures[0] ?? null,
  };
}

const goalWhere = (goal: Goal) => (goal === GOAL.sale ? { goal: 0 } : { goal: { not: 0 } });

export async function countByGoal(): Promise<Record<Goal, number>> {
  const [sale, rent] = await Promise.all([
    db.property.count({ where: { ...PUBLISHED, ...goalWhere(GOAL.sale) } }),
    db.property.count({ where: { ...PUBLISHED, ...goalWhere(GOAL.rent) } }),
  ]);
  return { sale, rent };
}

export async function newArrivals(locale: Locale, take = 4) {
  const rows = await findCardRows(locale, {
    where: { ...PUBLISHED, marquee: { notIn: [3, 4] } },
    orderBy: { createdAt: 'desc' },
    take,
  });
  return rows.map(toCard);
}

/** Free text from the quick search: a town (accents and case ignored), a postcode or a reference. */
function textWhere(query: string) {
  const text = query.trim();
  if (!text) return {};
  const slug = slugify(text);
  return {
    OR: [
      ...(slug ? [{ city: { translations: { some: { slug: { contains: slug } } } } }] : []),
      ...(/^\d{4}$/.test(text) ? [{ city: { zip: text } }] : []),
      { recordFile: { in: [text, normalizeReference(text)] } },
    ],
  };
}

export async function listByGoal(
  locale: Locale,
  goal: Goal,
  options: { page: number; pageSize: number; query?: string },
) {
  const { page, pageSize, query = '' } = options;
  const where = { ...PUBLISHED, ...goalWhere(goal), ...textWhere(query) };
  const [total, rows] = await Promise.all([
    db.property.count({ where }),
    findCardRows(locale, {
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { total, items: rows.map(toCard) };
}
