import type { Prisma } from '@/generated/prisma/client';

// What a property has outside its walls, as the feed says it (docs/url-map.md, listing query
// parameters): a garden or terrace is a surface above zero, a garage or parking a count above
// zero. A field the feed leaves out says nothing, so the property is not listed under it.
export const FEATURES = ['garden', 'terrace', 'parking'] as const;
export type Feature = (typeof FEATURES)[number];

export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}

const WHERE: Record<Feature, Prisma.PropertyWhereInput> = {
  garden: { surfaceGarden: { gt: 0 } },
  terrace: { surfaceTerrace: { gt: 0 } },
  parking: { OR: [{ garages: { gt: 0 } }, { parkings: { gt: 0 } }] },
};

/** Properties that have the feature: the listing's filter and the feature's count in the form. */
export function featureWhere(feature: Feature): Prisma.PropertyWhereInput {
  return WHERE[feature];
}
