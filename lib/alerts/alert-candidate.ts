import type { Prisma } from '@/generated/prisma/client';
import type { AlertCandidate } from '@/lib/alerts/match';
import { webIdsOf } from '@/lib/listing/web-ids';

/** A property's columns that matching it against search alerts reads (lib/alerts/match.ts). */
export const CANDIDATE_COLUMNS = {
  goal: true,
  countryId: true,
  price: true,
  bedrooms: true,
  surfaceLiving: true,
  webIds: true,
  type: { select: { webId: true } },
  city: { select: { zip: true, translations: { select: { name: true } } } },
} as const;

type CandidateRow = Prisma.PropertyGetPayload<{ select: typeof CANDIDATE_COLUMNS }>;

/** A property as search alerts are matched against it, with the price that may decide (null: none). */
export function alertCandidate(row: CandidateRow, price: number | null): AlertCandidate {
  return {
    goal: row.goal,
    webIds: webIdsOf(row.type.webId, row.webIds),
    zip: row.city.zip,
    townNames: row.city.translations.map((translation) => translation.name),
    countryId: row.countryId,
    price,
    bedrooms: row.bedrooms,
    surface: row.surfaceLiving,
  };
}
