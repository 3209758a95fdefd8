'use client';

import type { ReactNode } from 'react';
import { selectTabInUrl } from '@/components/property/deep-link-tabs';
import { TABS_ANCHOR, tabHref } from '@/lib/properties/property-path';

/** A link elsewhere on the page that opens one of the property tabs and brings it into view. */
export function TabLink({ tab, className, children }: { tab: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={tabHref(tab)}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        selectTabInUrl(tab);
        document.getElementById(TABS_ANCHOR)?.scrollIntoView({ block: 'start' });
        document.getElementById(`tab-${tab}`)?.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
