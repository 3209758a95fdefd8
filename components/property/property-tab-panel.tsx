'use server';

import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { propertyTabList } from '@/components/property/property-tabs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { takenState } from '@/lib/properties/marquee';
import { getPropertyDetail, similarProperties } from '@/lib/properties/queries';

/**
 * The panel of a property page's tab, rendered when a visitor chooses it (DeepLinkTabs): the page
 * itself renders only the tab it opens on. `propertyId` and `locale` are bound by the page, `tab`
 * is the visitor's choice; and a tab the property does not have (or a property no longer on offer)
 * gives nothing.
 */
export async function propertyTabPanel(propertyId: number, locale: Locale, tab: unknown): Promise<ReactNode> {
  // Bound arguments travel through the browser in the clear like `tab`: all three are checked.
  if (typeof tab !== 'string' || !Number.isInteger(propertyId) || !isLocale(locale)) return null;
  setRequestLocale(locale);
  const property = await getPropertyDetail(propertyId, locale);
  if (!property) return null;
  const similar = await similarProperties(property.id, locale);
  const tabs = await propertyTabList(property, similar, !!takenState(property.marquee), locale);
  return tabs.find((candidate) => candidate.id === tab)?.panel() ?? null;
}
