'use client';

import clsx from 'clsx';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { TAB_PARAM, TABS_ANCHOR, tabHref } from '@/lib/properties/property-path';

export type TabItem = { id: string; label: string };

/** The URL of the current page with another tab selected (replaceState keeps it shareable). */
export function selectTabInUrl(id: string) {
  const url = new URL(window.location.href);
  url.searchParams.set(TAB_PARAM, id);
  url.hash = '';
  // null state: Next treats a call carrying its own state as internal and would not sync useSearchParams.
  window.history.replaceState(null, '', url);
}

/**
 * ARIA tabs whose selection lives in the URL (?tab=map), so a tab can be linked to and the server
 * renders it selected (no shift after hydration). Tabs are links: without JavaScript they load
 * the page with that tab; with it they switch in place. Next keeps useSearchParams in step with
 * history.replaceState, which also lets other links on the page (the photo mosaic) select a tab.
 *
 * The server renders the selected tab's panel only (`selected`); another is asked for when its tab
 * is first chosen (`loadPanel`). Panels once shown stay, hidden, so a tab chosen again shows at
 * once and keeps what the visitor did there (a map opened, a video started).
 */
export function DeepLinkTabs({
  tabs,
  selected: rendered,
  loadPanel,
  label,
  loadingLabel,
}: {
  tabs: TabItem[];
  selected: { id: string; panel: ReactNode };
  loadPanel: (tab: string) => Promise<ReactNode>;
  label: string;
  loadingLabel: string;
}) {
  const requested = useSearchParams().get(TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]?.id;
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const [panels, setPanels] = useState<Record<string, ReactNode>>({ [rendered.id]: rendered.panel });
  const asked = useRef(new Set([rendered.id]));

  useEffect(() => {
    if (!selected || asked.current.has(selected)) return;
    asked.current.add(selected);
    loadPanel(selected).then(
      (panel) => setPanels((shown) => ({ ...shown, [selected]: panel })),
      // Out of reach (offline, a new deployment): the page rendered with that tab, as without script.
      () => window.location.assign(tabHref(selected)),
    );
  }, [selected, loadPanel]);

  function select(id: string, focus: boolean) {
    selectTabInUrl(id);
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    select(id, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (event.key === ' ') {
      // Space activates a tab as it does a button; on a link it would scroll the page.
      event.preventDefault();
      select(tabs[index]!.id, false);
    } else if (target !== undefined) {
      event.preventDefault();
      select(tabs[target]!.id, true);
    }
  }

  return (
    <div id={TABS_ANCHOR} className="scroll-mt-24">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:thin]"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              role="tab"
              id={`tab-${tab.id}`}
              href={tabHref(tab.id)}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={(event) => onClick(event, tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'property-tab',
                active
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-transparent text-muted hover:bg-sand-50 hover:text-ink',
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          aria-busy={!(tab.id in panels)}
          tabIndex={0}
          className="property-tab-panel"
        >
          {tab.id in panels ? panels[tab.id] : tab.id === selected && <p className="text-muted">{loadingLabel}</p>}
        </div>
      ))}
    </div>
  );
}
