import { processMemo } from '@/lib/cache/process-memo';
import { CACHE_TAG } from '@/lib/cache/tags';
import type { ReadCardNames } from '@/lib/properties/card';
import { namesEveryRow, readCardNames } from '@/lib/properties/card-names';
import type { Db } from '@/lib/prisma-client';

// The towns' and types' names of the cards, kept in the process like the other copies of what
// pages show (lib/cache/process-memo.ts), until an import of references expires them. A card whose
// town or type the kept names do not know (added by an import another server made, without Redis
// to announce it) has the names read again at once; a renamed one shows within the life below.

/** How long another server's renaming of a town or type may go unseen here. */
const CARD_NAMES_LIFE_MS = 10 * 60_000;

const kept = processMemo('card-names', { lifeMs: CARD_NAMES_LIFE_MS, tags: [CACHE_TAG.references] });

/** The names of `db`'s towns and types, answered from the process's memory while they hold. */
export function rememberedCardNames(db: Db): ReadCardNames {
  return async (locale, rows) => {
    const read = () => readCardNames(db, locale);
    const names = await kept.get(locale, read);
    if (namesEveryRow(names, rows)) return names;
    kept.forget();
    return kept.get(locale, read);
  };
}
