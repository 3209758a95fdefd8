'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import type { ConsentChoices } from '@/lib/consent/purposes';
import { plannedTags, SOCIAL_PIXEL_PURPOSES, type SiteTagIds } from '@/lib/consent/tag-plan';
import { loadTag, sendPageView, updatePixelConsent } from '@/components/analytics/third-party-tags';

/**
 * Loads the tags the agency configured and the visitor allowed, then sends a page view for every
 * page seen once the visitor has chosen. Renders nothing. `choices` null: no choice yet.
 */
export function AnalyticsTags({
  choices,
  tagIds,
  nonce,
}: {
  choices: ConsentChoices | null;
  tagIds: SiteTagIds;
  nonce: string | undefined;
}) {
  const pathname = usePathname();
  const locale = useLocale();
  const tags = useMemo(() => (choices ? plannedTags(tagIds, choices) : []), [choices, tagIds]);
  const decided = choices !== null;

  useEffect(() => {
    for (const tag of tags) loadTag(tag, nonce);
    if (choices) updatePixelConsent(SOCIAL_PIXEL_PURPOSES.every((purpose) => choices[purpose]));
  }, [tags, choices, nonce]);

  // After the tags above (effects run in order): the first page view follows the consent update.
  // A changed choice on the same page is no new page view, hence `decided`, not `choices`.
  useEffect(() => {
    if (!decided) return;
    sendPageView(tags, locale);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one page view per page, not per tag change
  }, [pathname, decided, locale]);

  return null;
}
