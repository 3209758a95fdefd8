import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { SiteTagIds } from '@/lib/consent/tag-plan';

/** Spec §3 Site info: the tag ids the agency configured (none in the demo data). */
export const getSiteTagIds = cache(async (): Promise<SiteTagIds> => {
  const row = await db.siteInfo.findUnique({ where: { id: 1 } });
  return {
    tagManagerId: row?.tagManagerId ?? null,
    analyticsId: row?.analyticsId ?? null,
    adsId: row?.adsId ?? null,
    socialPixelId: row?.socialPixelId ?? null,
  };
});
