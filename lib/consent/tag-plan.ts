import { CONSENT_PURPOSES, type ConsentChoices, type ConsentPurpose } from '@/lib/consent/purposes';
import { normalizedTagId, type TagIdKind } from '@/lib/consent/tag-ids';

// Which third-party tags a page may load: only those whose id the agency configured (SiteInfo)
// AND whose purposes the visitor granted. Nothing else ever loads (docs/consent.md, which tags load);
// an id of another shape than lib/consent/tag-ids.ts expects is ignored.

export type SiteTagIds = Record<TagIdKind, string | null>;

/** The social pixel stores an advertising cookie and sends visitor data to an ad platform. */
export const SOCIAL_PIXEL_PURPOSES: readonly ConsentPurpose[] = ['ad_storage', 'ad_user_data'];

export type PlannedTag =
  | { kind: 'tag-manager'; id: string; src: string }
  | { kind: 'google-tag'; ids: string[]; src: string }
  | { kind: 'social-pixel'; id: string; src: string };

export function plannedTags(ids: SiteTagIds, choices: ConsentChoices): PlannedTag[] {
  const tags: PlannedTag[] = [];
  const tagManagerId = normalizedTagId('tagManagerId', ids.tagManagerId);
  // The container only runs tags; each tag in it checks its own consent signals, so it may load
  // as soon as the visitor granted anything.
  if (tagManagerId && CONSENT_PURPOSES.some((purpose) => choices[purpose])) {
    tags.push({
      kind: 'tag-manager',
      id: tagManagerId,
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`,
    });
  }
  const googleIds = [
    choices.analytics_storage ? normalizedTagId('analyticsId', ids.analyticsId) : null,
    choices.ad_storage ? normalizedTagId('adsId', ids.adsId) : null,
  ].filter((id): id is string => id !== null);
  if (googleIds.length > 0) {
    tags.push({
      kind: 'google-tag',
      ids: googleIds,
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleIds[0]!)}`,
    });
  }
  const pixelId = normalizedTagId('socialPixelId', ids.socialPixelId);
  if (pixelId && SOCIAL_PIXEL_PURPOSES.every((purpose) => choices[purpose])) {
    tags.push({ kind: 'social-pixel', id: pixelId, src: 'https://connect.facebook.net/en_US/fbevents.js' });
  }
  return tags;
}
