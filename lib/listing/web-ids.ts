import type { Prisma } from '@/generated/prisma/client';

// A property is listed under its main type (WebID) and under every type its WebIDs name ("2,5":
// a prestige villa that is also a house). The import stores WebIDs as written, comma-separated,
// in the `webIds` column (lib/import/property-rows.ts); a type filter, a type's count and a search
// alert read all of them.

/** The WebIDs in a comma-separated list, as numbers, without blanks or repeats. */
export function listedWebIds(list: string): number[] {
  const ids = list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^\d+$/.test(item))
    .map(Number);
  return [...new Set(ids)];
}

/** Every type a property is listed under: its main type first, then those of its WebIDs. */
export function webIdsOf(mainWebId: number, list: string): number[] {
  return [...new Set([mainWebId, ...listedWebIds(list)])];
}

/**
 * Properties listed under a type: its main type (the type's own index), or the type among its
 * WebIDs, matched as a whole item of the list ("2" in "2", "2,5", "5,2", "5,2,7", never in "12").
 */
export function listedUnder(type: { id: number; webId: number }): Prisma.PropertyWhereInput {
  const id = String(type.webId);
  return {
    OR: [
      { typeId: type.id },
      { webIds: id },
      { webIds: { startsWith: `${id},` } },
      { webIds: { endsWith: `,${id}` } },
      { webIds: { contains: `,${id},` } },
    ],
  };
}

/**
 * Properties per type from counts grouped by main type and WebIDs list: a property counts once
 * under each type it is listed under.
 */
export function countByWebId(groups: readonly { mainWebId: number; webIds: string; count: number }[]) {
  const counts = new Map<number, number>();
  for (const group of groups) {
    for (const webId of webIdsOf(group.mainWebId, group.webIds)) {
      counts.set(webId, (counts.get(webId) ?? 0) + group.count);
    }
  }
  return counts;
}
